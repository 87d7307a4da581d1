import type { ServiceRoutes } from '../routes';

export const identityRoutes = [
  { method: 'GET', path: '/api/auth/user', auth: 'user' },
  { method: 'POST', path: '/api/auth/welcome-popup-seen', auth: 'user' },
  { method: 'DELETE', path: '/api/account', auth: 'user' },
] as const satisfies ServiceRoutes;
