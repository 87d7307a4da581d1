import { z } from 'zod';
import { IdParams, Role } from '../common';
import { defineRoute, type RouteDefinitions } from '../define-route';

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
  users: z.array(AdminUser),
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

/** `GET /api/admin/users/:id/analytics`: `recentLogins` holds the latest 20, newest first. */
export const UserAnalyticsResponse = z.object({
  userId: z.uuid(),
  lastLogin: z.string().nullable(),
  loginCount: z.number().int().min(0),
  recentLogins: z.array(LoginRecord),
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

const emailText = (max: number, name: string) =>
  z
    .string()
    .nullish()
    .transform((v) => v?.trim() ?? '')
    .pipe(z.string().max(max, `${name} must be at most ${max} characters`));

/** `POST /api/admin/users/:id/email`: both fields must hold more than white space. */
export const EmailUserBody = z
  .object({
    subject: emailText(EMAIL_SUBJECT_MAX, 'The subject'),
    message: emailText(EMAIL_MESSAGE_MAX, 'The message'),
  })
  .refine((b) => b.subject.length > 0 && b.message.length > 0, { message: FILL_IN_SUBJECT_AND_MESSAGE });
export type EmailUserBody = z.infer<typeof EmailUserBody>;

// ---- Audit log ----

export const AdminAction = z.enum(['make_admin', 'remove_admin', 'delete_user', 'email_user']);
export type AdminAction = z.infer<typeof AdminAction>;

/**
 * What the audit log records: administrators' actions, and `orcid_take_over` (an account proved an
 * iD another account had typed; actor = the prover, target = the former holder).
 */
export const AuditAction = z.enum([...AdminAction.options, 'orcid_take_over']);
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
  targetUserId: z.uuid(),
  targetEmail: z.string().nullable(),
  /**
   * make/remove admin: {previousRole, role}; email: {emailId, subject}; refusals: {reason};
   * orcid_take_over: {orcidId, fromProfileId}.
   */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** `GET /api/admin/audit?page=&pageSize=`: newest first. */
export const AuditListQuery = AdminPageQuery;
export type AuditListQuery = z.infer<typeof AuditListQuery>;

export const AuditListResponse = z.object({
  entries: z.array(AuditEntry),
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
    response: { 200: AdminUserListResponse },
  }),
  userAnalytics: defineRoute({
    method: 'GET',
    path: '/api/admin/users/:id/analytics',
    auth: 'admin',
    params: IdParams,
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
    response: { 200: AuditListResponse },
  }),
} satisfies RouteDefinitions;
