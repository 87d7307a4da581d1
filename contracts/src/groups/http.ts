import { z } from 'zod';
import { listPageQuery } from '../common';
import { PersonalDataRows, personalDataRoute } from '../personal-data';
import { researchCategoryValues } from '../research-categories';
import { defineRoute, type RouteDefinitions } from '../define-route';
import { textBlock, textLine } from '../plain-text';

/** `:id` of a research group. */
export const GroupIdParams = z.object({ id: z.uuid({ message: 'Research group id must be a UUID' }) });
export type GroupIdParams = z.infer<typeof GroupIdParams>;

/** `/api/researcher/:userId/groups` takes a user id or a profile id. */
export const ResearcherGroupsParams = z.object({
  userId: z.uuid({ message: 'Researcher id must be a UUID (a user id or a profile id)' }),
});
export type ResearcherGroupsParams = z.infer<typeof ResearcherGroupsParams>;

/** One of the ten research categories (spec 2, section 9). */
export const ResearchCategoryValue = z.enum(researchCategoryValues);
export type ResearchCategoryValue = z.infer<typeof ResearchCategoryValue>;

export const ResearchGroup = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  category: ResearchCategoryValue,
});
export type ResearchGroup = z.infer<typeof ResearchGroup>;

/** A person's membership of one group. */
export const GroupMembership = z.object({
  isLeader: z.boolean(),
  joinedAt: z.iso.datetime(),
});
export type GroupMembership = z.infer<typeof GroupMembership>;

/** Research groups are the network's own (services/groups/migrations/seed-groups.ts), not members'. */
export const GROUP_LIST_MAX = 100;
const groupListBound = {
  fixed: {
    max: GROUP_LIST_MAX,
    why: 'groups are the network’s own, made by migration (19), never by members',
  },
} as const;

/** `GET /api/research-groups-list`: every group with its counts and the caller's membership. */
export const ResearchGroupListItem = ResearchGroup.extend({
  memberCount: z.number().int().nonnegative(),
  /** Public projects whose categories include the group's category. */
  projectCount: z.number().int().nonnegative(),
  leaderCount: z.number().int().nonnegative(),
  /** The caller's membership, or null when the caller is not a member. */
  membership: GroupMembership.nullable(),
  isMember: z.boolean(),
});
export type ResearchGroupListItem = z.infer<typeof ResearchGroupListItem>;

export const ResearchGroupListResponse = z.array(ResearchGroupListItem).max(GROUP_LIST_MAX);
export type ResearchGroupListResponse = z.infer<typeof ResearchGroupListResponse>;

/** A group a person belongs to, with that membership (dashboard card, profile tabs and cards). */
export const GroupMembershipEntry = z.object({
  group: ResearchGroup,
  membership: GroupMembership,
});
export type GroupMembershipEntry = z.infer<typeof GroupMembershipEntry>;

/** `GET /api/my-groups`. */
export const MyGroupsResponse = z.array(GroupMembershipEntry).max(GROUP_LIST_MAX);
export type MyGroupsResponse = z.infer<typeof MyGroupsResponse>;

/** `GET /api/researcher/:userId/groups`: that person's memberships (empty when none). */
export const ResearcherGroupsResponse = z.array(GroupMembershipEntry).max(GROUP_LIST_MAX);
export type ResearcherGroupsResponse = z.infer<typeof ResearcherGroupsResponse>;

export const GroupMember = z.object({
  profileId: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  institution: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isLeader: z.boolean(),
  joinedAt: z.iso.datetime(),
});
export type GroupMember = z.infer<typeof GroupMember>;

/**
 * A page of a group's members or projects: a national group has thousands of members. The total
 * comes in the X-Total-Count header (`TOTAL_COUNT_HEADER`), the body stays the spec's array.
 */
export const GROUP_PAGE_MAX_LIMIT = 100;
export const GROUP_PAGE_DEFAULT_LIMIT = 50;
const groupPageBound = { paged: { maxLimit: GROUP_PAGE_MAX_LIMIT } } as const;

export const GroupPageQuery = listPageQuery(GROUP_PAGE_MAX_LIMIT, GROUP_PAGE_DEFAULT_LIMIT);
export type GroupPageQuery = z.infer<typeof GroupPageQuery>;

/** `GET /api/research-groups/:id/members`: a page, leaders first, then by join date (earliest first). */
export const GroupMembersResponse = z.array(GroupMember).max(GROUP_PAGE_MAX_LIMIT);
export type GroupMembersResponse = z.infer<typeof GroupMembersResponse>;

export const GroupProject = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  duration: z.string().nullable(),
  status: z.string(),
});
export type GroupProject = z.infer<typeof GroupProject>;

/** `GET /api/research-groups/:id/projects`: a page of the public projects of the group's category, completed ones last. */
export const GroupProjectsResponse = z.array(GroupProject).max(GROUP_PAGE_MAX_LIMIT);
export type GroupProjectsResponse = z.infer<typeof GroupProjectsResponse>;

/** `POST /api/research-groups/:id/join` and `.../toggle-leadership`: the caller's membership after the change. */
export const MembershipChangeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  membership: GroupMembership,
});
export type MembershipChangeResponse = z.infer<typeof MembershipChangeResponse>;

/** `POST /api/research-groups/:id/leave`. */
export const LeaveGroupResponse = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type LeaveGroupResponse = z.infer<typeof LeaveGroupResponse>;

/**
 * `GET /api/research-groups/:id/member-emails` (leaders only). `emails` are the other members'
 * addresses that they show to members (never the caller's); `memberCount` is how many addresses
 * that is. `otherMemberCount` counts every other member, and `hiddenCount` those among them who
 * keep their address to themselves, so the client can say "2 members do not share their address"
 * and tell "No Other Members" (otherMemberCount 0) from "No Email Addresses". Nothing here counts
 * or reveals a hidden address. At most `MEMBER_EMAILS_MAX` addresses are listed (leaders first,
 * then by join date); `notListedCount` says how many more members share theirs.
 */
export const MEMBER_EMAILS_MAX = 100;
export const MemberEmailsResponse = z.object({
  groupName: z.string(),
  emails: z.array(z.string()).max(MEMBER_EMAILS_MAX),
  memberCount: z.number().int().nonnegative(),
  /** Members who share their address beyond the `MEMBER_EMAILS_MAX` listed. */
  notListedCount: z.number().int().nonnegative(),
  otherMemberCount: z.number().int().nonnegative(),
  hiddenCount: z.number().int().nonnegative(),
});
export type MemberEmailsResponse = z.infer<typeof MemberEmailsResponse>;

export const GROUP_EMAIL_SUBJECT_MAX = 200;
export const GROUP_EMAIL_MESSAGE_MAX = 5000;

/**
 * `POST /api/research-groups/:id/email-members` (leaders only): Research Connect mails the message
 * to every other member, those who hide their address included, without showing any address.
 * An empty subject becomes "Message from <group>" (spec 2, section 5).
 */
export const EmailMembersBody = z.object({
  subject: textLine()
    .nullish()
    .transform((v) => v?.trim() ?? '')
    .pipe(
      z
        .string()
        .max(GROUP_EMAIL_SUBJECT_MAX, `The subject must be at most ${GROUP_EMAIL_SUBJECT_MAX} characters`),
    ),
  message: textBlock({ message: 'Please write a message to the group' })
    .trim()
    .min(1, 'Please write a message to the group')
    .max(GROUP_EMAIL_MESSAGE_MAX, `The message must be at most ${GROUP_EMAIL_MESSAGE_MAX} characters`),
});
export type EmailMembersBody = z.infer<typeof EmailMembersBody>;

export const EmailMembersResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** How many members Research Connect is emailing. */
  recipientCount: z.number().int().nonnegative(),
});
export type EmailMembersResponse = z.infer<typeof EmailMembersResponse>;

/** Every groups endpoint (see `defineRoute`). */
export const groupsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/research-groups-list',
    auth: 'user',
    bounded: groupListBound,
    response: { 200: ResearchGroupListResponse },
  }),
  myGroups: defineRoute({
    method: 'GET',
    path: '/api/my-groups',
    auth: 'user',
    bounded: groupListBound,
    response: { 200: MyGroupsResponse },
  }),
  members: defineRoute({
    method: 'GET',
    path: '/api/research-groups/:id/members',
    auth: 'user',
    params: GroupIdParams,
    query: GroupPageQuery,
    bounded: groupPageBound,
    response: { 200: GroupMembersResponse },
  }),
  projects: defineRoute({
    method: 'GET',
    path: '/api/research-groups/:id/projects',
    auth: 'user',
    params: GroupIdParams,
    query: GroupPageQuery,
    bounded: groupPageBound,
    response: { 200: GroupProjectsResponse },
  }),
  join: defineRoute({
    method: 'POST',
    path: '/api/research-groups/:id/join',
    auth: 'user',
    params: GroupIdParams,
    response: { 200: MembershipChangeResponse },
  }),
  leave: defineRoute({
    method: 'POST',
    path: '/api/research-groups/:id/leave',
    auth: 'user',
    params: GroupIdParams,
    response: { 200: LeaveGroupResponse },
  }),
  toggleLeadership: defineRoute({
    method: 'POST',
    path: '/api/research-groups/:id/toggle-leadership',
    auth: 'user',
    params: GroupIdParams,
    response: { 200: MembershipChangeResponse },
  }),
  memberEmails: defineRoute({
    method: 'GET',
    path: '/api/research-groups/:id/member-emails',
    auth: 'user',
    ownerOnly: true,
    params: GroupIdParams,
    bounded: {
      fields: {
        emails: {
          fixed: {
            max: MEMBER_EMAILS_MAX,
            why: 'what one message of a mail program takes: many providers refuse more than 100 recipients, and a longer mailto link is cut; Send through Research Connect reaches every member',
          },
        },
      },
    },
    response: { 200: MemberEmailsResponse },
  }),
  emailMembers: defineRoute({
    method: 'POST',
    path: '/api/research-groups/:id/email-members',
    auth: 'user',
    params: GroupIdParams,
    ownerOnly: true,
    body: EmailMembersBody,
    response: { 200: EmailMembersResponse },
  }),
  researcherGroups: defineRoute({
    method: 'GET',
    path: '/api/researcher/:userId/groups',
    auth: 'user',
    params: ResearcherGroupsParams,
    bounded: groupListBound,
    response: { 200: ResearcherGroupsResponse },
  }),
} satisfies RouteDefinitions;

// ---- Personal data (APP 12: a person takes their data with them) ----

/** What groups holds about a person: their profile copy and their group memberships. */
export const GroupsPersonalData = z.object({
  profiles: PersonalDataRows,
  memberships: PersonalDataRows,
  /** Messages the person sent to a group's members through Research Connect (group, count, time). */
  messagesSent: PersonalDataRows,
});
export type GroupsPersonalData = z.infer<typeof GroupsPersonalData>;

/** Groups' internal routes: service to service only; the gateway never forwards `/internal`. */
export const groupsInternalRoutes = {
  /** The gateway, for "Download my data". */
  personalData: personalDataRoute(GroupsPersonalData),
};
