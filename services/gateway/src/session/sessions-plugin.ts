import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from '@app/service-kit';
import type { GatewayConfig } from '../config';
import { ONE_MINUTE_MS, SharedRateCounter, rateLimitVerdict, type RateLimit } from '../protection';
import { RequestSession, SessionCookie, sessionStatus } from './session';
import { SessionCache } from './session-cache';
import { SessionStore, sessionKeysPrefix, type SessionAndCount } from './session-store';

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession;
  }
  interface FastifyContextConfig {
    /** A route's own limit instead of the gateway's (sign-in has a tighter one). */
    rateLimit?: RateLimit;
  }
}

/** Kept session times are read again after this long even when Redis said nothing changed. */
const SESSION_CACHE_MAX_AGE_MS = 30_000;

export interface SessionsOptions {
  config: GatewayConfig;
  redis: Redis;
}

/**
 * Sessions in Redis behind a signed cookie, and rate limits counted in Redis so replicas share
 * them: per signed-in user, or per client address when signed out. A request costs no Redis round
 * trip of its own: session times are kept in this process until Redis says they changed
 * (session-cache.ts), and the default limit is counted here and added to Redis's shared count every
 * RATE_LIMIT_FLUSH_MS (rate-counter.ts). A route with a limit of its own (sign-in) is counted in
 * Redis exactly, in the same command that reads the session (session-store.ts). A Redis that fails
 * lets a request without a session through rather than refusing everyone; with a session it is a
 * 503 (api-errors.ts).
 */
export const sessions = fp(
  async (api: FastifyInstance, { config, redis }: SessionsOptions) => {
    const cache = new SessionCache({
      keyPrefix: sessionKeysPrefix(redis),
      maxAgeMs: SESSION_CACHE_MAX_AGE_MS,
      maxEntries: config.SESSION_CACHE_MAX_ENTRIES,
      log: api.log,
    });
    const store = new SessionStore(redis, config.SESSION_IDLE_TIMEOUT_S, cache);
    const counter = new SharedRateCounter(store.addCounts, ONE_MINUTE_MS);
    api.addHook('onReady', async () => {
      cache.start(redis);
      counter.start(config.RATE_LIMIT_FLUSH_MS);
    });
    api.addHook('onClose', async () => {
      await counter.stop();
      await cache.stop();
    });
    // Its parser and serializer only: the session cookie is the one cookie read, by the hook below.
    await api.register(fastifyCookie, { hook: false });
    const cookie = new SessionCookie(config, api);
    const timeouts = {
      idleMs: config.SESSION_IDLE_TIMEOUT_S * 1000,
      absoluteMs: config.SESSION_ABSOLUTE_TIMEOUT_S * 1000,
    };
    const everyRoute: RateLimit = { max: config.RATE_LIMIT_MAX, windowMs: ONE_MINUTE_MS };

    /** The session's times and the request's count, from Redis in one command (a route's own limit). */
    async function readAndCountExactly(request: FastifyRequest, sessionId: string | null, own: RateLimit) {
      try {
        return await store.readAndCount(sessionId, {
          name: `${request.routeOptions.url}:`,
          fallbackKey: `ip:${request.ip}`,
          windowMs: own.windowMs,
        });
      } catch (err) {
        if (sessionId) throw err;
        // (At debug: while Redis is down this is every signed-out request, and the Redis client
        // already warned once that it went away.)
        request.log.debug({ err: (err as Error).message }, 'rate limit not counted: Redis failed');
        return null;
      }
    }

    api.decorateRequest('session', null as unknown as RequestSession);
    api.addHook('onRequest', async (request, reply) => {
      const sessionId = cookie.sessionIdOf(request.headers.cookie);
      const own = request.routeOptions.config.rateLimit;
      const limit = own ?? everyRoute;
      let read: SessionAndCount | null;
      if (own) read = await readAndCountExactly(request, sessionId, own);
      else {
        const times = sessionId ? await store.readTimes(sessionId) : null;
        const key = times?.userId ? `u:${times.userId}` : `ip:${request.ip}`;
        read = { session: times, ...counter.count(key) };
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
