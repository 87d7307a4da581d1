import type { ServiceRoutes } from '../routes';

export const groupsRoutes = [
  { method: 'GET', path: '/api/research-groups-list', auth: 'user' },
  { method: 'GET', path: '/api/my-groups', auth: 'user' },
  { method: 'GET', path: '/api/research-groups/:id/members', auth: 'user' },
  { method: 'GET', path: '/api/research-groups/:id/projects', auth: 'user' },
  { method: 'POST', path: '/api/research-groups/:id/join', auth: 'user' },
  { method: 'POST', path: '/api/research-groups/:id/leave', auth: 'user' },
  { method: 'POST', path: '/api/research-groups/:id/toggle-leadership', auth: 'user' },
  { method: 'GET', path: '/api/research-groups/:id/member-emails', auth: 'user', ownerOnly: true },
  { method: 'GET', path: '/api/researcher/:userId/groups', auth: 'user' },
] as const satisfies ServiceRoutes;
