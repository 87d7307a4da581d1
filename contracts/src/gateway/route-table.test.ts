import { describe, expect, it } from 'vitest';
import { allRoutes, proxyPrefixes, type ProxyPrefix } from './route-table';

const byPrefix = (list: readonly ProxyPrefix[]) => [...list].sort((a, b) => a.prefix.localeCompare(b.prefix));

/** The service whose prefix forwards `path`: the longest prefix it starts with, as in the gateway. */
function forwardedTo(path: string): string | undefined {
  const segments = path.split('/');
  const matches = proxyPrefixes.filter(({ prefix }) => {
    const p = prefix.split('/');
    return p.every((s, i) => s === segments[i] || (s.startsWith(':') && segments[i] !== undefined));
  });
  return matches.sort((a, b) => b.prefix.length - a.prefix.length)[0]?.service;
}

describe('the gateway prefix table', () => {
  it('is one prefix per resource, and the exact path where two services share a resource', () => {
    expect(byPrefix(proxyPrefixes)).toEqual(
      byPrefix([
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
        { prefix: '/api/events', service: 'live-updates' },
      ]),
    );
  });

  it('forwards every defined route to the service that serves it', () => {
    for (const route of allRoutes().filter((r) => r.service !== 'gateway')) {
      expect(forwardedTo(route.path), `${route.method} ${route.path}`).toBe(route.service);
    }
  });
});
