import { z } from 'zod';
import { Role } from '../common';

/** The full user as identity holds it; carried by registered and updated events. */
export const UserSnapshot = z.object({
  userId: z.uuid(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: Role,
  isActive: z.boolean(),
  /** An ORCID iD the sign-in provider vouched for (ORCID itself, or AAF's eduperson_orcid); null otherwise. */
  verifiedOrcidId: z.string().nullable(),
  oidcIssuer: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type UserSnapshot = z.infer<typeof UserSnapshot>;

export const UserLoggedIn = z.object({
  userId: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type UserLoggedIn = z.infer<typeof UserLoggedIn>;

export const UserRoleChanged = z.object({
  userId: z.uuid(),
  role: Role,
  previousRole: Role,
  /** The admin who made the change; null when ADMIN_EMAILS granted it at sign-in. */
  changedBy: z.uuid().nullable(),
});
export type UserRoleChanged = z.infer<typeof UserRoleChanged>;

export const UserDeleted = z.object({
  userId: z.uuid(),
  email: z.string().nullable(),
  /** The admin who deleted the account, or null when the user deleted their own. */
  deletedBy: z.uuid().nullable(),
});
export type UserDeleted = z.infer<typeof UserDeleted>;

export const identityEvents = {
  'identity.user.registered': UserSnapshot,
  'identity.user.updated': UserSnapshot,
  'identity.user.logged_in': UserLoggedIn,
  'identity.user.role_changed': UserRoleChanged,
  'identity.user.deleted': UserDeleted,
} as const;
