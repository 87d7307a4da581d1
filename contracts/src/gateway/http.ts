import { z } from 'zod';
import { defineRoute, type RouteDefinitions } from '../define-route';
import { PERSONAL_DATA_PATH } from '../personal-data';
import { PersonalDataExport } from './personal-data';

/**
 * `GET /api/login`: where to come back to after sign-in, and the account the provider may suggest.
 * A bad value is dropped rather than refused: sign-in still starts, and lands on the home page.
 */
export const LoginQuery = z.object({
  returnTo: z.string().max(2000).optional().catch(undefined),
  login_hint: z.email().max(320).optional().catch(undefined),
});

/** The routes the gateway answers itself: the browser's side of OpenID Connect, and the API's description. */
export const gatewayRoutes = {
  /** Redirects to the OpenID provider. */
  login: defineRoute({ method: 'GET', path: '/api/login', auth: 'public', query: LoginQuery, response: {} }),
  /** The provider's redirect back (code and state, checked by openid-client); redirects into the app. */
  callback: defineRoute({ method: 'GET', path: '/api/callback', auth: 'public', response: {} }),
  /** Ends the session, then the provider's session when it offers that; redirects home. */
  logout: defineRoute({ method: 'GET', path: '/api/logout', auth: 'public', response: {} }),
  /**
   * The same from the form of the page a logout link from another site shows instead (the GET
   * answers that page when `Sec-Fetch-Site` says the navigation began on another site).
   */
  logoutConfirmed: defineRoute({ method: 'POST', path: '/api/logout', auth: 'public', response: {} }),
  /**
   * "Download my data": everything every service holds about the signed-in person, as one JSON
   * file (an attachment, never cached); gathered from each service's `personalData` route.
   */
  personalData: defineRoute({
    method: 'GET',
    path: PERSONAL_DATA_PATH,
    auth: 'user',
    response: { 200: PersonalDataExport },
  }),
  /** The API as OpenAPI 3.1 (contracts/src/openapi.ts), outside production only. */
  docs: defineRoute({
    method: 'GET',
    path: '/api/docs',
    auth: 'public',
    response: { 200: z.record(z.string(), z.unknown()) },
  }),
} satisfies RouteDefinitions;
