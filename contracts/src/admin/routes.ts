import type { ServiceRoutes } from '../routes';

export const adminRoutes = [
  { method: 'GET', path: '/api/admin/users', auth: 'admin' },
  { method: 'GET', path: '/api/admin/users/:id/analytics', auth: 'admin' },
  { method: 'POST', path: '/api/admin/users/:id/make-admin', auth: 'admin' },
  { method: 'POST', path: '/api/admin/users/:id/remove-admin', auth: 'admin' },
  { method: 'DELETE', path: '/api/admin/users/:id', auth: 'admin' },
  { method: 'POST', path: '/api/admin/users/:id/email', auth: 'admin' },
  { method: 'GET', path: '/api/admin/audit', auth: 'admin' },
] as const satisfies ServiceRoutes;
