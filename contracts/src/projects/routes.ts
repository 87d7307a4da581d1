import type { ServiceRoutes } from '../routes';

// Browsing is public (public projects only); proposing, joining and managing need a signed-in user.
export const projectsRoutes = [
  { method: 'GET', path: '/api/research-projects/options', auth: 'public' },
  { method: 'GET', path: '/api/research-projects/relevance', auth: 'public' },
  { method: 'GET', path: '/api/research-projects', auth: 'public' },
  { method: 'GET', path: '/api/research-projects/my-memberships', auth: 'user' },
  { method: 'GET', path: '/api/research-projects/:id', auth: 'public' },
  { method: 'GET', path: '/api/research-projects/:id/members', auth: 'public' },
  { method: 'GET', path: '/api/research-projects/:id/membership', auth: 'user' },
  { method: 'POST', path: '/api/research-projects', auth: 'user' },
  { method: 'PUT', path: '/api/research-projects/:id', auth: 'user', ownerOnly: true },
  { method: 'POST', path: '/api/research-projects/:id/join', auth: 'user' },
  { method: 'PATCH', path: '/api/research-projects/:id/complete', auth: 'user', ownerOnly: true },
  { method: 'DELETE', path: '/api/research-projects/:id', auth: 'user', ownerOnly: true },
  { method: 'DELETE', path: '/api/research-projects/:id/leave', auth: 'user' },
] as const satisfies ServiceRoutes;
