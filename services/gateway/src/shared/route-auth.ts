import { allRoutes } from '@app/contracts/gateway/route-table';
import type { RouteAuth } from '@app/contracts';

interface Matcher {
  method: string;
  pattern: RegExp;
  auth: RouteAuth;
  /** Static segments win over parameters, as in Fastify's router. */
  specificity: number;
}

// The gateway's own routes too: a proxied request never matches one (the router would have sent
// it there), and the cache rule (plugins/private-answers.ts) reads them.
const matchers: Matcher[] = allRoutes()
  .map((r) => ({
    method: r.method,
    pattern: new RegExp(`^${r.path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
    auth: r.auth,
    specificity: r.path.split('/').filter((s) => s && !s.startsWith(':')).length,
  }))
  .sort((a, b) => b.specificity - a.specificity);

/** Who may call this request's route according to the catalogue, or null when no route matches. */
export function routeAuthFor(method: string, url: string): RouteAuth | null {
  const [path = ''] = url.split('?', 1);
  const m = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  return matchers.find((x) => x.method === m && x.pattern.test(path))?.auth ?? null;
}
