import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '@app/service-kit';
import { isAllowedOrigin } from './cross-origin';

export interface OriginCheckOptions {
  /** The app's own address: its origin is the one state changes may come from. */
  publicUrl: string;
}

/**
 * Refuses a state-changing request from another origin (403 CROSS_ORIGIN), on top of the
 * SameSite session cookie. Register it in the `/api` context, before the routes.
 */
export const originCheck = fp(
  async (api: FastifyInstance, { publicUrl }: OriginCheckOptions) => {
    const allowedOrigins = [new URL(publicUrl).origin];
    api.addHook('onRequest', (request, _reply, done) => {
      // RFC 8058 one-click unsubscribe is posted by mail providers from their own origin; the signed
      // token in the link is its authorisation and it acts on no session, so there is nothing to forge.
      if (request.method === 'POST' && request.url.split('?')[0] === '/api/notifications/unsubscribe')
        return done();
      const ok = isAllowedOrigin(
        {
          method: request.method,
          origin: request.headers.origin,
          secFetchSite: request.headers['sec-fetch-site'] as string | undefined,
        },
        allowedOrigins,
      );
      done(ok ? undefined : forbidden('Cross-origin requests are not allowed.', 'CROSS_ORIGIN'));
    });
  },
  { name: 'gateway-origin-check' },
);
