import type { FastifyInstance } from 'fastify';
import type { ServiceRoutes } from '@app/contracts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue routes of this service that no handler serves (tests assert it is empty). */
    unservedCatalogueRoutes: () => string[];
  }
}

/**
 * Holds a service to its slice of the route catalogue (the definitions in `contracts/src/<name>/http.ts`): an `/api`
 * route missing there, or declared with another `auth`, fails at registration. Without `routes`
 * (the gateway, which forwards prefixes) nothing is checked.
 */
export function installRouteCatalogueCheck(
  app: FastifyInstance,
  name: string,
  routes: ServiceRoutes | undefined,
): void {
  const declared = new Map((routes ?? []).map((r) => [`${r.method} ${r.path}`, r]));
  const registered = new Set<string>();
  app.decorate('unservedCatalogueRoutes', () => [...declared.keys()].filter((k) => !registered.has(k)));
  if (!routes) return;
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const key = `${method} ${route.url}`;
      const spec = declared.get(key);
      if (!spec)
        throw new Error(`${name}: ${key} is not in the route catalogue (contracts/src/${name}/http.ts)`);
      if (spec.auth !== route.config?.auth) {
        throw new Error(
          `${name}: ${key} declares auth '${route.config?.auth}' but the catalogue says '${spec.auth}'`,
        );
      }
      registered.add(key);
    }
  });
  app.addHook('onReady', async () => {
    const missing = [...declared.keys()].filter((k) => !registered.has(k));
    if (missing.length > 0) app.log.warn({ missing }, 'catalogue routes this service does not serve yet');
  });
}
