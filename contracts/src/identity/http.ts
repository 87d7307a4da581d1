import { z } from 'zod';
import { PersonalDataRow, personalDataRoute } from '../personal-data';
import { IdParams, OkReply, Role } from '../common';
import { defineRoute, type InternalRouteDefinitions, type RouteDefinitions } from '../define-route';
import { textLine } from '../plain-text';
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
  // The provider's names are shown to everyone: cleaned like any typed name.
  firstName: textLine().nullable(),
  lastName: textLine().nullable(),
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

// ---- Personal data (APP 12: a person takes their data with them) ----

/** What identity holds about a person: their account. */
export const IdentityPersonalData = z.object({ account: PersonalDataRow.nullable() });
export type IdentityPersonalData = z.infer<typeof IdentityPersonalData>;

/** Identity's internal routes: service to service only; the gateway never forwards `/internal`. */
export const identityInternalRoutes = {
  /** The gateway, at sign-in: create or update the user. */
  oidcLogin: defineRoute({
    method: 'POST',
    path: '/internal/users/oidc-login',
    auth: 'internal',
    body: OidcLoginBody,
    response: { 200: InternalUser },
  }),
  /** The gateway, on every request (cached briefly), and admin. */
  user: defineRoute({
    method: 'GET',
    path: '/internal/users/:id',
    auth: 'internal',
    params: IdParams,
    response: { 200: InternalUser },
  }),
  /** Admin; 409 LAST_ADMIN when it would leave no admin. */
  setRole: defineRoute({
    method: 'POST',
    path: '/internal/users/:id/role',
    auth: 'internal',
    params: IdParams,
    body: SetRoleBody,
    response: { 200: InternalUser },
  }),
  /** Admin; 409 LAST_ADMIN when it would leave no admin. */
  deleteUser: defineRoute({
    method: 'DELETE',
    path: '/internal/users/:id',
    auth: 'internal',
    params: IdParams,
    body: DeleteUserBody,
    response: { 200: OkReply },
  }),
  /** The gateway, for "Download my data". */
  personalData: personalDataRoute(IdentityPersonalData),
} satisfies InternalRouteDefinitions;

/** Every public identity endpoint (see `defineRoute`); the internal ones are in `identityInternalRoutes`. */
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
