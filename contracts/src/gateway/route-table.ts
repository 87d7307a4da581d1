import { adminRoutes } from '../admin/http';
import { groupsRoutes } from '../groups/http';
import { identityRoutes } from '../identity/http';
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
};

/** Routes the gateway answers itself. */
export const gatewayRoutes = [
  { method: 'GET', path: '/api/login', auth: 'public' },
  { method: 'GET', path: '/api/callback', auth: 'public' },
  { method: 'GET', path: '/api/logout', auth: 'public' },
] as const satisfies ServiceRoutes;

export interface ProxyPrefix {
  prefix: string;
  service: ServiceName;
}

/**
 * Path prefixes the gateway forwards, and to whom. The more specific `/api/researcher/:userId/groups`
 * wins over `/api/researcher` in Fastify's router.
 */
export const proxyPrefixes: readonly ProxyPrefix[] = [
  { prefix: '/api/auth', service: 'identity' },
  { prefix: '/api/account', service: 'identity' },
  { prefix: '/api/profile', service: 'profile' },
  { prefix: '/api/orcid', service: 'profile' },
  { prefix: '/api/research-interests', service: 'profile' },
  { prefix: '/api/classification-codes', service: 'profile' },
  { prefix: '/api/researcher/:userId/groups', service: 'groups' },
  { prefix: '/api/researcher', service: 'profile' },
  { prefix: '/api/academic-connections', service: 'networking' },
  { prefix: '/api/academic-requests', service: 'networking' },
  { prefix: '/api/phd-supervisors', service: 'networking' },
  { prefix: '/api/phd-supervisor-requests', service: 'networking' },
  { prefix: '/api/phd-examiners', service: 'networking' },
  { prefix: '/api/phd-examiner-requests', service: 'networking' },
  { prefix: '/api/researchers', service: 'networking' },
  { prefix: '/api/research-projects', service: 'projects' },
  { prefix: '/api/research-groups-list', service: 'groups' },
  { prefix: '/api/research-groups', service: 'groups' },
  { prefix: '/api/my-groups', service: 'groups' },
  { prefix: '/api/notifications', service: 'notifications' },
  { prefix: '/api/admin', service: 'admin' },
];

/** Every `/api` route in the product, each tagged with the service that serves it. */
export function allRoutes(): Array<RouteSpec & { service: ServiceName | 'gateway' }> {
  const out: Array<RouteSpec & { service: ServiceName | 'gateway' }> = gatewayRoutes.map((r) => ({
    ...r,
    service: 'gateway' as const,
  }));
  for (const [service, routes] of Object.entries(serviceRoutes) as Array<[ServiceName, ServiceRoutes]>) {
    for (const r of routes) out.push({ ...r, service });
  }
  return out;
}
