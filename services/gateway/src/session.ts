import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { isHttps, type GatewayConfig } from './config';
import type { LoginState } from './oidc';
import { RedisSessionStore } from './session-store';

declare module 'fastify' {
  interface Session {
    userId?: string;
    /** When the person signed in (ms since epoch): sessions end after the absolute timeout. */
    signedInAt?: number;
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
    secret: config.SESSION_SECRET,
    cookieName: sessionCookieName(config),
    saveUninitialized: false,
    rolling: true,
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

/** The signed-in user id, ending the session when it outlived the absolute timeout. */
export async function sessionUserId(request: FastifyRequest, config: GatewayConfig): Promise<string | null> {
  const { userId, signedInAt } = request.session;
  if (!userId) return null;
  if (!signedInAt || Date.now() - signedInAt > config.SESSION_ABSOLUTE_TIMEOUT_S * 1000) {
    await request.session.destroy();
    return null;
  }
  return userId;
}
