import type { ServiceRoutes } from '../routes';

export const profileRoutes = [
  { method: 'GET', path: '/api/profile', auth: 'user' },
  { method: 'POST', path: '/api/orcid/connect', auth: 'user' },
  { method: 'GET', path: '/api/orcid/status', auth: 'user' },
  // "Connect with ORCID": ORCID's own sign-in proves the iD (offered when client credentials are set).
  { method: 'GET', path: '/api/orcid/authorize', auth: 'user' },
  { method: 'GET', path: '/api/orcid/callback', auth: 'user' },
  // A proven iD another account holds as a typed claim is linked only once the prover confirms.
  { method: 'POST', path: '/api/orcid/confirm', auth: 'user' },
  { method: 'POST', path: '/api/profile/sync', auth: 'user' },
  { method: 'GET', path: '/api/profile/:id/research-data', auth: 'user' },
  { method: 'GET', path: '/api/classification-codes/for', auth: 'public' },
  { method: 'POST', path: '/api/profile/classification-codes', auth: 'user' },
  { method: 'GET', path: '/api/research-interests', auth: 'user' },
  { method: 'POST', path: '/api/research-interests', auth: 'user' },
  { method: 'POST', path: '/api/profile/research-interests', auth: 'user' },
  { method: 'POST', path: '/api/profile/preferences', auth: 'user' },
  { method: 'POST', path: '/api/profile/image/upload', auth: 'user' },
  // The signed upload address: the signature in the token is the authorisation.
  { method: 'PUT', path: '/api/profile/image/upload/:token', auth: 'public' },
  { method: 'PUT', path: '/api/profile/image', auth: 'user' },
  { method: 'DELETE', path: '/api/profile/image', auth: 'user' },
  { method: 'GET', path: '/api/profile/images/:file', auth: 'public' },
  { method: 'GET', path: '/api/researcher/:userId', auth: 'user' },
  { method: 'GET', path: '/api/researcher/:userId/publications', auth: 'user' },
  { method: 'GET', path: '/api/researcher/:userId/affiliations', auth: 'user' },
  { method: 'GET', path: '/api/researcher/:userId/education', auth: 'user' },
  { method: 'GET', path: '/api/researcher/:userId/awards', auth: 'user' },
] as const satisfies ServiceRoutes;
