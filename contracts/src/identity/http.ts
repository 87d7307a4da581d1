import { z } from 'zod';
import { Role } from '../common';

/** `GET /api/auth/user`: the signed-in user. */
export const AuthUserResponse = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  orcidId: z.string().nullable(),
  role: Role,
  isActive: z.boolean(),
  hasSeenWelcomePopup: z.boolean(),
  createdAt: z.string(),
});
export type AuthUserResponse = z.infer<typeof AuthUserResponse>;

// ---- Internal calls (service to service on the internal network; never through the gateway) ----

/** The gateway, after a successful OIDC callback, asks identity to create or update the user. */
export const OidcLoginBody = z.object({
  issuer: z.string().min(1),
  subject: z.string().min(1),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** An ORCID iD the provider vouches for, if any. */
  orcidId: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type OidcLoginBody = z.infer<typeof OidcLoginBody>;

export const InternalUser = AuthUserResponse.extend({
  lastLoginAt: z.string().nullable(),
  oidcIssuer: z.string(),
});
export type InternalUser = z.infer<typeof InternalUser>;

export const SetRoleBody = z.object({ role: Role, actorUserId: z.uuid().nullable() });
export type SetRoleBody = z.infer<typeof SetRoleBody>;

export const DeleteUserBody = z.object({ actorUserId: z.uuid().nullable() });
export type DeleteUserBody = z.infer<typeof DeleteUserBody>;
