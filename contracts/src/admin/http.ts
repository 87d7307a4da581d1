import { z } from 'zod';
import { PersonalDataRow, PersonalDataRows, personalDataRoute } from '../personal-data';
import { IdParams, Role } from '../common';
import { defineRoute, type RouteDefinitions } from '../define-route';
import { textBlock, textLine } from '../plain-text';
import {
  AdminMergeResearchInterestBody,
  AdminRenameResearchInterestBody,
  AdminResearchInterestList,
  AdminResearchInterestQuery,
  ResearchInterestAction,
  ResearchInterestActionResponse,
} from './research-interests';
import { RESEARCH_INTEREST_PAGE_MAX } from '../profile/research-interests';

// ---- Shared pieces ----

export const ADMIN_PAGE_SIZE_DEFAULT = 50;
export const ADMIN_PAGE_SIZE_MAX = 200;
export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_MESSAGE_MAX = 10_000;

/** The spec's text when either field of the admin email is blank. */
export const FILL_IN_SUBJECT_AND_MESSAGE = 'Please fill in both subject and message';

const page = z.coerce
  .number({ error: 'page must be a whole number of 1 or more' })
  .int('page must be a whole number of 1 or more')
  .min(1, 'page must be a whole number of 1 or more')
  .default(1);

const pageSize = z.coerce
  .number({ error: `pageSize must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}` })
  .int(`pageSize must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}`)
  .min(1, `pageSize must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}`)
  .max(ADMIN_PAGE_SIZE_MAX, `pageSize must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}`)
  .default(ADMIN_PAGE_SIZE_DEFAULT);

export const AdminPageQuery = z.object({ page, pageSize });
export type AdminPageQuery = z.infer<typeof AdminPageQuery>;

// ---- Users ----

/** `GET /api/admin/users?search=&page=&pageSize=`: search matches names or email, any case. */
export const AdminUserListQuery = AdminPageQuery.extend({
  search: z
    .string()
    .trim()
    .max(200, 'search must be at most 200 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuery>;

/** A user as the admin dashboard shows one (spec 2 section 3, "User (admin view)"). */
export const AdminUser = z.object({
  id: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  role: Role,
  isActive: z.boolean(),
  createdAt: z.string(),
  /** The latest sign-in, or null when the user never signed in ("Never" on screen). */
  lastLogin: z.string().nullable(),
  loginCount: z.number().int().min(0),
});
export type AdminUser = z.infer<typeof AdminUser>;

/** Newest accounts first. */
export const AdminUserListResponse = z.object({
  users: z.array(AdminUser).max(ADMIN_PAGE_SIZE_MAX),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type AdminUserListResponse = z.infer<typeof AdminUserListResponse>;

export const LoginRecord = z.object({
  at: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type LoginRecord = z.infer<typeof LoginRecord>;

/** How many sign-ins the analytics panel lists, and the most `limit` asks for. */
export const RECENT_LOGINS_DEFAULT = 20;
export const RECENT_LOGINS_MAX = 100;

/** `GET /api/admin/users/:id/analytics` query: how many of the latest sign-ins to list. */
export const UserAnalyticsQuery = z.object({
  limit: z.coerce
    .number({ error: `limit must be between 1 and ${RECENT_LOGINS_MAX}` })
    .int(`limit must be between 1 and ${RECENT_LOGINS_MAX}`)
    .min(1, `limit must be between 1 and ${RECENT_LOGINS_MAX}`)
    .max(RECENT_LOGINS_MAX, `limit must be between 1 and ${RECENT_LOGINS_MAX}`)
    .default(RECENT_LOGINS_DEFAULT),
});
export type UserAnalyticsQuery = z.infer<typeof UserAnalyticsQuery>;

/**
 * `GET /api/admin/users/:id/analytics`: `recentLogins` holds the latest `limit` (20 unless asked),
 * newest first; `loginCount` counts them all.
 */
export const UserAnalyticsResponse = z.object({
  userId: z.uuid(),
  lastLogin: z.string().nullable(),
  loginCount: z.number().int().min(0),
  recentLogins: z.array(LoginRecord).max(RECENT_LOGINS_MAX),
});
export type UserAnalyticsResponse = z.infer<typeof UserAnalyticsResponse>;

/** `POST /api/admin/users/:id/make-admin` and `/remove-admin`: the user with their new role. */
export const RoleChangeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  user: AdminUser,
});
export type RoleChangeResponse = z.infer<typeof RoleChangeResponse>;

/** `DELETE /api/admin/users/:id` and `POST /api/admin/users/:id/email`. */
export const AdminActionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type AdminActionResponse = z.infer<typeof AdminActionResponse>;

const emailText = (max: number, name: string, text: typeof textLine) =>
  text()
    .nullish()
    .transform((v) => v?.trim() ?? '')
    .pipe(z.string().max(max, `${name} must be at most ${max} characters`));

/** `POST /api/admin/users/:id/email`: both fields must hold more than white space. */
export const EmailUserBody = z
  .object({
    subject: emailText(EMAIL_SUBJECT_MAX, 'The subject', textLine),
    message: emailText(EMAIL_MESSAGE_MAX, 'The message', textBlock),
  })
  .refine((b) => b.subject.length > 0 && b.message.length > 0, { message: FILL_IN_SUBJECT_AND_MESSAGE });
export type EmailUserBody = z.infer<typeof EmailUserBody>;

// ---- Audit log ----

export const AdminAction = z.enum(['make_admin', 'remove_admin', 'delete_user', 'email_user']);
export type AdminAction = z.infer<typeof AdminAction>;

/**
 * What the audit log records: administrators' actions, `orcid_take_over` (an account proved an
 * iD another account had typed; actor = the prover, target = the former holder), and what group
 * leaders do with the members' addresses (actor = the leader, no target user; details name the
 * group): `group_member_emails_read` (a new leader's first read of the member-email list) and
 * `group_members_emailed` (a message sent to the members through Research Connect).
 */
export const AuditAction = z.enum([
  ...AdminAction.options,
  'orcid_take_over',
  'group_member_emails_read',
  'group_members_emailed',
  ...ResearchInterestAction.options,
]);
export type AuditAction = z.infer<typeof AuditAction>;

/** `succeeded`, or `refused` when a rule stopped it (own account, last administrator). */
export const AuditOutcome = z.enum(['succeeded', 'refused']);
export type AuditOutcome = z.infer<typeof AuditOutcome>;

export const AuditEntry = z.object({
  id: z.uuid(),
  actorUserId: z.uuid(),
  actorEmail: z.string().nullable(),
  action: AuditAction,
  outcome: AuditOutcome,
  /** Null for a group leader's entries (they concern a group, not one user). */
  targetUserId: z.uuid().nullable(),
  targetEmail: z.string().nullable(),
  /**
   * make/remove admin: {previousRole, role}; email: {emailId, subject}; refusals: {reason};
   * orcid_take_over: {orcidId, fromProfileId}; group_member_emails_read: {groupId, groupName,
   * shownCount, hiddenCount}; group_members_emailed: {emailId, groupId, groupName, subject,
   * recipientCount}; research interests: {interestId, name, holderCount} and, for a rename,
   * newName; for a merge, intoId and intoName.
   */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** `GET /api/admin/audit?page=&pageSize=`: newest first. */
export const AuditListQuery = AdminPageQuery;
export type AuditListQuery = z.infer<typeof AuditListQuery>;

export const AuditListResponse = z.object({
  entries: z.array(AuditEntry).max(ADMIN_PAGE_SIZE_MAX),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type AuditListResponse = z.infer<typeof AuditListResponse>;

/** Every admin endpoint (see `defineRoute`): administrators only. */
export const adminRoutes = {
  users: defineRoute({
    method: 'GET',
    path: '/api/admin/users',
    auth: 'admin',
    query: AdminUserListQuery,
    bounded: { fields: { users: { paged: { maxLimit: ADMIN_PAGE_SIZE_MAX } } } },
    response: { 200: AdminUserListResponse },
  }),
  userAnalytics: defineRoute({
    method: 'GET',
    path: '/api/admin/users/:id/analytics',
    auth: 'admin',
    params: IdParams,
    query: UserAnalyticsQuery,
    bounded: {
      fields: {
        recentLogins: {
          fixed: {
            max: RECENT_LOGINS_MAX,
            why: 'the latest `limit` sign-ins (20 unless asked, at most 100); loginCount counts them all',
          },
        },
      },
    },
    response: { 200: UserAnalyticsResponse },
  }),
  makeAdmin: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:id/make-admin',
    auth: 'admin',
    params: IdParams,
    response: { 200: RoleChangeResponse },
  }),
  removeAdmin: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:id/remove-admin',
    auth: 'admin',
    params: IdParams,
    response: { 200: RoleChangeResponse },
  }),
  deleteUser: defineRoute({
    method: 'DELETE',
    path: '/api/admin/users/:id',
    auth: 'admin',
    params: IdParams,
    response: { 200: AdminActionResponse },
  }),
  emailUser: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:id/email',
    auth: 'admin',
    params: IdParams,
    body: EmailUserBody,
    response: { 200: AdminActionResponse },
  }),
  audit: defineRoute({
    method: 'GET',
    path: '/api/admin/audit',
    auth: 'admin',
    query: AuditListQuery,
    bounded: { fields: { entries: { paged: { maxLimit: ADMIN_PAGE_SIZE_MAX } } } },
    response: { 200: AuditListResponse },
  }),
  researchInterests: defineRoute({
    method: 'GET',
    path: '/api/admin/research-interests',
    auth: 'admin',
    query: AdminResearchInterestQuery,
    bounded: { fields: { interests: { paged: { maxLimit: RESEARCH_INTEREST_PAGE_MAX } } } },
    response: { 200: AdminResearchInterestList },
  }),
  renameResearchInterest: defineRoute({
    method: 'PATCH',
    path: '/api/admin/research-interests/:id',
    auth: 'admin',
    params: IdParams,
    body: AdminRenameResearchInterestBody,
    response: { 200: ResearchInterestActionResponse },
  }),
  mergeResearchInterest: defineRoute({
    method: 'POST',
    path: '/api/admin/research-interests/:id/merge',
    auth: 'admin',
    params: IdParams,
    body: AdminMergeResearchInterestBody,
    response: { 200: ResearchInterestActionResponse },
  }),
  removeResearchInterest: defineRoute({
    method: 'DELETE',
    path: '/api/admin/research-interests/:id',
    auth: 'admin',
    params: IdParams,
    response: { 200: ResearchInterestActionResponse },
  }),
} satisfies RouteDefinitions;

// ---- Personal data (APP 12: a person takes their data with them) ----

/**
 * What admin holds about a person: their entry in the user list, the login history administrators
 * see, and what administrators did to their account (without naming the administrator).
 */
export const AdminPersonalData = z.object({
  user: PersonalDataRow.nullable(),
  loginHistory: PersonalDataRows,
  adminActions: PersonalDataRows,
});
export type AdminPersonalData = z.infer<typeof AdminPersonalData>;

/** Admin's internal routes: service to service only; the gateway never forwards `/internal`. */
export const adminInternalRoutes = {
  /** The gateway, for "Download my data". */
  personalData: personalDataRoute(AdminPersonalData),
};
