import type { ServiceRoutes } from '../routes';

export const networkingRoutes = [
  { method: 'GET', path: '/api/academic-connections', auth: 'user' },
  { method: 'POST', path: '/api/academic-connections', auth: 'user' },
  { method: 'GET', path: '/api/academic-connections/requests', auth: 'user' },
  { method: 'GET', path: '/api/academic-connections/similar', auth: 'user' },
  { method: 'POST', path: '/api/academic-connections/:id/respond', auth: 'user', ownerOnly: true },
  { method: 'POST', path: '/api/academic-connections/:id/accept', auth: 'user', ownerOnly: true },
  { method: 'POST', path: '/api/academic-connections/:id/decline', auth: 'user', ownerOnly: true },
  { method: 'DELETE', path: '/api/academic-connections/:id', auth: 'user', ownerOnly: true },
  { method: 'DELETE', path: '/api/academic-requests/clear', auth: 'user' },
  { method: 'GET', path: '/api/phd-supervisors', auth: 'public' },
  { method: 'GET', path: '/api/phd-supervisor-requests', auth: 'user' },
  { method: 'POST', path: '/api/phd-supervisor-requests', auth: 'user' },
  { method: 'GET', path: '/api/phd-examiners', auth: 'public' },
  { method: 'GET', path: '/api/phd-examiner-requests', auth: 'user' },
  { method: 'POST', path: '/api/phd-examiner-requests', auth: 'user' },
  { method: 'GET', path: '/api/researchers/network', auth: 'user' },
  { method: 'GET', path: '/api/researchers/network/connections', auth: 'user' },
] as const satisfies ServiceRoutes;
