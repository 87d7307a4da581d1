/**
 * Sign-in with OpenID Connect (`/api/login`, `/api/callback`, `/api/logout`): the provider's side
 * (`oidc.ts`), the safe return address and the cross-site logout page.
 */
export { signInRoutes } from './sign-in-routes';
export { OidcClient, type LoginState } from './oidc';
export { LiveStreams } from './live-streams';
