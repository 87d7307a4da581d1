import type { ServiceRoutes } from '../routes';

export const notificationsRoutes = [
  { method: 'GET', path: '/api/notifications', auth: 'user' },
  { method: 'GET', path: '/api/notifications/count', auth: 'user' },
  { method: 'PATCH', path: '/api/notifications/:id/read', auth: 'user', ownerOnly: true },
  { method: 'DELETE', path: '/api/notifications/clear', auth: 'user' },
  { method: 'GET', path: '/api/notifications/preferences', auth: 'user' },
  { method: 'PUT', path: '/api/notifications/preferences', auth: 'user' },
  // Reached from a link in an email; the signed token is the authorisation (no login needed).
  { method: 'GET', path: '/api/notifications/unsubscribe', auth: 'public' },
  { method: 'POST', path: '/api/notifications/unsubscribe', auth: 'public' },
] as const satisfies ServiceRoutes;
