/**
 * The catalogue of every public `/api` route: which service serves it and who may call it. It is
 * read from the route definitions (`defineRoute` in `contracts/src/<service>/http.ts`).
 * Each service checks at start that every `/api` route it registers is listed here with the same
 * `auth` (so a route cannot be added without being declared), the gateway builds its proxy table
 * from it (`proxyPrefixes`), and the security tests walk this list.
 */
export type RouteAuth = 'public' | 'user' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ServiceName =
  'identity' | 'profile' | 'networking' | 'projects' | 'groups' | 'notifications' | 'admin' | 'live-updates';

export interface RouteSpec {
  method: HttpMethod;
  /** Fastify-style path, e.g. `/api/research-projects/:id`. */
  path: string;
  auth: RouteAuth;
  /** True when only the owner (or leader) of the addressed resource may act: others get 403/404. */
  ownerOnly?: boolean;
  /**
   * True when a signed token in the address (a path parameter or `?token=`), not a session, is the
   * authorisation: a link from an email, an upload address. Without a valid token it is refused to
   * whoever calls.
   */
  tokenInAddress?: boolean;
}

export type ServiceRoutes = readonly RouteSpec[];
