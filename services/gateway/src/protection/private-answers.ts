import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { routeAuthFor } from '../shared/route-auth';
import { cacheControlFor } from './cache-control';

/**
 * Answers that may carry personal data are not cached (`cacheControlFor`): set here, once, for
 * every `/api` answer, the services' proxied ones and the gateway's own (errors included). Register
 * it in the `/api` context, after the sessions.
 */
export const privateAnswers = fp(
  async (api: FastifyInstance) => {
    api.addHook('onSend', (request, reply, payload, done) => {
      const given = reply.getHeader('cache-control');
      const value = cacheControlFor(
        routeAuthFor(request.method, request.url),
        // (No session when the session store failed before it was read.)
        Boolean((request.session as { userId: string | null } | null)?.userId),
        given === undefined ? undefined : String(given),
      );
      if (value !== undefined) void reply.header('cache-control', value);
      done(null, payload);
    });
  },
  { name: 'gateway-private-answers', dependencies: ['gateway-sessions'] },
);
