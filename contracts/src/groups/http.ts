import { z } from 'zod';
import { researchCategoryValues } from '../research-categories';
import { defineRoute, type RouteDefinitions } from '../define-route';

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

export const ResearchGroupListResponse = z.array(ResearchGroupListItem);
export type ResearchGroupListResponse = z.infer<typeof ResearchGroupListResponse>;

/** A group a person belongs to, with that membership (dashboard card, profile tabs and cards). */
export const GroupMembershipEntry = z.object({
  group: ResearchGroup,
  membership: GroupMembership,
});
export type GroupMembershipEntry = z.infer<typeof GroupMembershipEntry>;

/** `GET /api/my-groups`. */
export const MyGroupsResponse = z.array(GroupMembershipEntry);
export type MyGroupsResponse = z.infer<typeof MyGroupsResponse>;

/** `GET /api/researcher/:userId/groups`: that person's memberships (empty when none). */
export const ResearcherGroupsResponse = z.array(GroupMembershipEntry);
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

/** `GET /api/research-groups/:id/members`: leaders first, then by join date (earliest first). */
export const GroupMembersResponse = z.array(GroupMember);
export type GroupMembersResponse = z.infer<typeof GroupMembersResponse>;

export const GroupProject = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  duration: z.string().nullable(),
  status: z.string(),
});
export type GroupProject = z.infer<typeof GroupProject>;

/** `GET /api/research-groups/:id/projects`: public projects of the group's category, completed ones last. */
export const GroupProjectsResponse = z.array(GroupProject);
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
 * addresses (never the caller's); `memberCount` is how many addresses that is. `debug` counts every
 * member including the caller, so the client can tell "No Other Members" (totalMembers <= 1) from
 * "No Other Email Addresses" (only the caller has one) from "No Email Addresses".
 */
export const MemberEmailsResponse = z.object({
  groupName: z.string(),
  emails: z.array(z.string()),
  memberCount: z.number().int().nonnegative(),
  debug: z.object({
    totalMembers: z.number().int().nonnegative(),
    membersWithEmails: z.number().int().nonnegative(),
  }),
});
export type MemberEmailsResponse = z.infer<typeof MemberEmailsResponse>;

/** Every groups endpoint (see `defineRoute`). */
export const groupsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/research-groups-list',
    auth: 'user',
    response: { 200: ResearchGroupListResponse },
  }),
  myGroups: defineRoute({
    method: 'GET',
    path: '/api/my-groups',
    auth: 'user',
    response: { 200: MyGroupsResponse },
  }),
  members: defineRoute({
    method: 'GET',
    path: '/api/research-groups/:id/members',
    auth: 'user',
    params: GroupIdParams,
    response: { 200: GroupMembersResponse },
  }),
  projects: defineRoute({
    method: 'GET',
    path: '/api/research-groups/:id/projects',
    auth: 'user',
    params: GroupIdParams,
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
    response: { 200: MemberEmailsResponse },
  }),
  researcherGroups: defineRoute({
    method: 'GET',
    path: '/api/researcher/:userId/groups',
    auth: 'user',
    params: ResearcherGroupsParams,
    response: { 200: ResearcherGroupsResponse },
  }),
} satisfies RouteDefinitions;
