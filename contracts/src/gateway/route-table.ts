import { adminRoutes } from '../admin/http';
import { groupsRoutes } from '../groups/http';
import { gatewayRoutes } from './http';
import { identityRoutes } from '../identity/http';
import { liveUpdatesRoutes } from '../live-updates/http';
import { networkingRoutes } from '../networking/http';
import { notificationsRoutes } from '../notifications/http';
import { profileRoutes } from '../profile/http';
import { projectsRoutes } from '../projects/http';
import type { RouteSpec, ServiceName, ServiceRoutes } from '../routes';

/** Each service's catalogue slice: its route definitions (`contracts/src/<service>/http.ts`). */
export const serviceRoutes: Record<ServiceName, ServiceRoutes> = {
  identity: Object.values(identityRoutes),
  profile: Object.values(profileRoutes),
  networking: Object.values(networkingRoutes),
  projects: Object.values(projectsRoutes),
  groups: Object.values(groupsRoutes),
  notifications: Object.values(notificationsRoutes),
  admin: Object.values(adminRoutes),
  'live-updates': Object.values(liveUpdatesRoutes),
};

export interface ProxyPrefix {
  prefix: string;
  service: ServiceName;
}

/** `/api/research-projects/:id/join` -> `/api/research-projects`: the resource a path names. */
const resourceOf = (path: string) => path.split('/').slice(0, 3).join('/');

/**
 * Path prefixes the gateway forwards, and to whom, read from the route definitions: one prefix
 * per resource (`/api/<resource>`). Where two services serve paths of one resource, the one with
 * more of them takes the prefix and the other's paths are forwarded one by one: Fastify's router
 * prefers the more specific `/api/researcher/:userId/groups` (groups) to `/api/researcher` (profile).
 */
export function proxyPrefixesOf(routes: Record<ServiceName, ServiceRoutes>): ProxyPrefix[] {
  const servedBy = new Map<string, Map<ServiceName, string[]>>();
  for (const [service, list] of Object.entries(routes) as Array<[ServiceName, ServiceRoutes]>) {
    for (const { path } of list) {
      const byService = servedBy.get(resourceOf(path)) ?? new Map<ServiceName, string[]>();
      byService.set(service, [...(byService.get(service) ?? []), path]);
      servedBy.set(resourceOf(path), byService);
    }
  }
  const prefixes: ProxyPrefix[] = [];
  for (const [resource, byService] of servedBy) {
    const [owner, ...others] = [...byService].sort(([, a], [, b]) => b.length - a.length);
    prefixes.push({ prefix: resource, service: owner![0] });
    for (const [service, paths] of others) {
      for (const path of new Set(paths)) prefixes.push({ prefix: path, service });
    }
  }
  return prefixes;
}

export const proxyPrefixes: readonly ProxyPrefix[] = proxyPrefixesOf(serviceRoutes);

/** Every `/api` route in the product, each tagged with the service that serves it. */
export function allRoutes(): Array<RouteSpec & { service: ServiceName | 'gateway' }> {
  const out: Array<RouteSpec & { service: ServiceName | 'gateway' }> = Object.values(gatewayRoutes).map(
    (r) => ({
      ...r,
      service: 'gateway' as const,
    }),
  );
  for (const [service, routes] of Object.entries(serviceRoutes) as Array<[ServiceName, ServiceRoutes]>) {
    for (const r of routes) out.push({ ...r, service });
  }
  return out;
}
