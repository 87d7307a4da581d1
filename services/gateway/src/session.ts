import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { isHttps, type GatewayConfig } from './config';
import { RememberingSigner } from './cookie-signer';
import type { LoginState } from './oidc';
import { RedisSessionStore } from './session-store';

declare module 'fastify' {
  interface Session {
    userId?: string;
    /** When the person signed in (ms since epoch): sessions end after the absolute timeout. */
    signedInAt?: number;
    /** The last request, to the minute: sessions end after the idle timeout. */
    lastSeenAt?: number;
    idToken?: string;
    /** OIDC state, nonce, PKCE verifier and returnTo between /api/login and /api/callback. */
    login?: LoginState;
  }
}

export function sessionCookieName(config: GatewayConfig): string {
  // `__Host-` binds the cookie to this exact origin over HTTPS (no Domain, Path=/, Secure).
  return isHttps(config) ? '__Host-rc.sid' : 'rc.sid';
}

/** Sessions in Redis behind a signed, httpOnly, SameSite=Lax cookie (Secure outside plain-http dev). */
export async function registerSessions(
  app: FastifyInstance,
  config: GatewayConfig,
  redis: Redis,
): Promise<void> {
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: new RememberingSigner(config.SESSION_SECRET),
    cookieName: sessionCookieName(config),
    saveUninitialized: false,
    // Not rolling: that would write the session to Redis on every request. `sessionUserId` marks
    // the session seen at most once a minute instead, which saves it (and renews cookie and TTL).
    rolling: false,
    store: new RedisSessionStore(redis, config.SESSION_IDLE_TIMEOUT_S),
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: isHttps(config),
      path: '/',
      maxAge: config.SESSION_IDLE_TIMEOUT_S * 1000,
    },
  });
}

const SEEN_RESOLUTION_MS = 60_000;

/** The signed-in user id, ending the session when it outlived its idle or absolute timeout. */
export async function sessionUserId(request: FastifyRequest, config: GatewayConfig): Promise<string | null> {
  const { userId, signedInAt, lastSeenAt } = request.session;
  if (!userId) return null;
  const now = Date.now();
  const expired =
    !signedInAt ||
    now - signedInAt > config.SESSION_ABSOLUTE_TIMEOUT_S * 1000 ||
    (lastSeenAt !== undefined && now - lastSeenAt > config.SESSION_IDLE_TIMEOUT_S * 1000);
  if (expired) {
    await request.session.destroy();
    return null;
  }
  if (!lastSeenAt || now - lastSeenAt >= SEEN_RESOLUTION_MS) request.session.lastSeenAt = now;
  return userId;
}
