import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from '@app/service-kit';

export interface RateLimitsOptions {
  /** Requests per minute per signed-in user, or per client address when signed out. */
  max: number;
  redis: Redis;
}

/**
 * Rate limits for every `/api` route, counted in Redis so replicas share them (a route may set
 * its own, as sign-in does). Register it after the sessions, whose user id is the key. A Redis
 * that fails lets requests through rather than refusing everyone.
 */
export const rateLimits = fp(
  async (api: FastifyInstance, opts: RateLimitsOptions) => {
    await api.register(rateLimit, {
      global: true,
      max: opts.max,
      timeWindow: '1 minute',
      redis: opts.redis,
      nameSpace: 'ratelimit:',
      skipOnError: true,
      keyGenerator: (request: FastifyRequest) =>
        request.session?.userId ? `u:${request.session.userId}` : `ip:${request.ip}`,
      // Thrown by the plugin: the /api error handler answers it like any other error.
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          'RATE_LIMITED',
          `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
        ),
    });
  },
  { name: 'gateway-rate-limits' },
);
