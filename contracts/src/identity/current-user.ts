// Apart from http.ts, which builds zod schemas: the web checks the session on every page, and the
// signed-out landing page does not load zod.

/** `GET /api/auth/user`: the signed-in user (`identityRoutes.currentUser`), or 401 when signed out. */
export const CURRENT_USER_PATH = '/api/auth/user';
