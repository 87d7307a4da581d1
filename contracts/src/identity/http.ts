import { z } from 'zod';
import { OkReply, Role } from '../common';
import { defineRoute, type RouteDefinitions } from '../define-route';
import { CURRENT_USER_PATH } from './current-user';

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
  /** Whether the provider vouches for the email (an account with that email is then linked). */
  emailVerified: z.boolean(),
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

/**
 * Identity's internal routes (service to service only; the gateway never forwards `/internal`).
 * - POST   /internal/users/oidc-login   OidcLoginBody -> InternalUser      (gateway, at sign-in)
 * - GET    /internal/users/:id          -> InternalUser | 404              (gateway, every request, cached briefly)
 * - POST   /internal/users/:id/role     SetRoleBody -> InternalUser | 409 LAST_ADMIN
 * - DELETE /internal/users/:id          DeleteUserBody -> {success} | 409 LAST_ADMIN
 */
export const identityInternalPaths = {
  oidcLogin: '/internal/users/oidc-login',
  user: (id: string) => `/internal/users/${id}`,
  role: (id: string) => `/internal/users/${id}/role`,
} as const;

/** Every public identity endpoint (see `defineRoute`); the internal ones are in `identityInternalPaths`. */
export const identityRoutes = {
  currentUser: defineRoute({
    method: 'GET',
    path: CURRENT_USER_PATH,
    auth: 'user',
    response: { 200: AuthUserResponse },
  }),
  welcomePopupSeen: defineRoute({
    method: 'POST',
    path: '/api/auth/welcome-popup-seen',
    auth: 'user',
    response: { 200: OkReply },
  }),
  deleteAccount: defineRoute({
    method: 'DELETE',
    path: '/api/account',
    auth: 'user',
    response: { 200: OkReply },
  }),
} satisfies RouteDefinitions;
