import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from '@app/service-kit';
import type { GatewayConfig } from '../config';
import { ONE_MINUTE_MS, rateLimitVerdict, type RateLimit } from '../rate-limit';
import { RequestSession, SessionCookie, sessionStatus } from '../session';
import { SessionStore, type SessionAndCount } from '../session-store';

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession;
  }
  interface FastifyContextConfig {
    /** A route's own limit instead of the gateway's (sign-in has a tighter one). */
    rateLimit?: RateLimit;
  }
}

export interface SessionsOptions {
  config: GatewayConfig;
  redis: Redis;
}

/**
 * Sessions in Redis behind a signed cookie, and rate limits counted in Redis so replicas share
 * them: per signed-in user, or per client address when signed out. Both in one hook because they
 * cost one Redis round trip together (session-store.ts). A Redis that fails lets a request without
 * a session through rather than refusing everyone; with a session it is a 503 (api-errors.ts).
 */
export const sessions = fp(
  async (api: FastifyInstance, { config, redis }: SessionsOptions) => {
    const store = new SessionStore(redis, config.SESSION_IDLE_TIMEOUT_S);
    // Its parser and serializer only: the session cookie is the one cookie read, by the hook below.
    await api.register(fastifyCookie, { hook: false });
    const cookie = new SessionCookie(config, api);
    const timeouts = {
      idleMs: config.SESSION_IDLE_TIMEOUT_S * 1000,
      absoluteMs: config.SESSION_ABSOLUTE_TIMEOUT_S * 1000,
    };
    const everyRoute: RateLimit = { max: config.RATE_LIMIT_MAX, windowMs: ONE_MINUTE_MS };

    api.decorateRequest('session', null as unknown as RequestSession);
    api.addHook('onRequest', async (request, reply) => {
      const sessionId = cookie.sessionIdOf(request.headers.cookie);
      const own = request.routeOptions.config.rateLimit;
      const limit = own ?? everyRoute;
      let read: SessionAndCount | null = null;
      try {
        read = await store.readAndCount(sessionId, {
          name: own ? `${request.routeOptions.url}:` : '',
          fallbackKey: `ip:${request.ip}`,
          windowMs: limit.windowMs,
        });
      } catch (err) {
        if (sessionId) throw err;
        // (At debug: while Redis is down this is every signed-out request, and the Redis client
        // already warned once that it went away.)
        request.log.debug({ err: (err as Error).message }, 'rate limit not counted: Redis failed');
      }
      const session = new RequestSession(store, cookie, reply, sessionId);
      request.session = session;

      if (read) {
        const { headers, retryAfterS } = rateLimitVerdict(limit, read.count, read.resetMs);
        reply.headers(headers);
        if (retryAfterS !== null)
          throw new HttpError(
            429,
            'RATE_LIMITED',
            `Too many requests. Please wait ${retryAfterS} seconds and try again.`,
          );
      }
      if (!read?.session) return;
      const now = Date.now();
      const status = sessionStatus(read.session, now, timeouts);
      if (status === 'expired') return session.destroy();
      if (read.session.userId) session.signedIn(read.session.userId);
      if (status === 'seen-again') await session.set({ lastSeenAt: now });
    });
  },
  { name: 'gateway-sessions' },
);
