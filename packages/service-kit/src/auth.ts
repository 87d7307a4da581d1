import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { UserContext } from '@app/contracts';
import { HttpError, forbidden, unauthorized } from './errors';

export type RouteAuth = 'public' | 'user' | 'admin' | 'internal';

/** The header the gateway sets on every proxied request (and strips from clients). */
export const USER_CONTEXT_HEADER = 'x-user-context';

const ISSUER = 'research-connect-gateway';
const AUDIENCE = 'research-connect-services';
const USER_TOKEN_TTL_SECONDS = 60;
export const SERVICE_TOKEN_TTL_SECONDS = 60;
const CLOCK_TOLERANCE_SECONDS = 5;
/** Distinct tokens a service remembers having verified (the gateway reuses each for 30 s). */
const VERIFIED_TOKENS_HELD = 10_000;

export interface ServiceCaller {
  service: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route. Every route must say. */
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    user: UserContext | null;
    caller: ServiceCaller | null;
  }
}

const keyCache = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = keyCache.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keyCache.set(secret, key);
  }
  return key;
}

/** Signs a short-lived user context (the gateway does this for every proxied request). */
export async function signUserContext(
  user: UserContext,
  secret: string,
  ttlSeconds = USER_TOKEN_TTL_SECONDS,
): Promise<string> {
  return new SignJWT({
    kind: 'user',
    role: user.role,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(keyOf(secret));
}

/** Signs a token for a call from one service to another's internal routes. */
export async function signServiceToken(service: string, secret: string): Promise<string> {
  return new SignJWT({ kind: 'service' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(`service:${service}`)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${SERVICE_TOKEN_TTL_SECONDS}s`)
    .sign(keyOf(secret));
}

export type VerifiedContext = (
  { kind: 'user'; user: UserContext } | { kind: 'service'; caller: ServiceCaller }
) & {
  /** When the token expires (seconds since the epoch). */
  expiresAt: number;
};

const expiredContext = () =>
  unauthorized('Unauthorized: the user context has expired.', 'INVALID_USER_CONTEXT');

export async function verifyContextToken(token: string, secret: string): Promise<VerifiedContext> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['exp'],
    });
    const expiresAt = payload.exp!;
    if (payload.kind === 'service' && typeof payload.sub === 'string' && payload.sub.startsWith('service:')) {
      return { kind: 'service', caller: { service: payload.sub.slice('service:'.length) }, expiresAt };
    }
    const user = UserContext.parse({
      userId: payload.sub,
      role: payload.role,
      email: payload.email ?? null,
      firstName: payload.firstName ?? null,
      lastName: payload.lastName ?? null,
    });
    return { kind: 'user', user, expiresAt };
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw expiredContext();
    throw unauthorized('Unauthorized: the user context is not valid.', 'INVALID_USER_CONTEXT');
  }
}

/**
 * verifyContextToken, remembering the tokens it has verified until they expire: the gateway
 * reuses a token for many requests, and checking its signature again each time would cost every
 * service a cryptographic operation per request. Only a token byte for byte the same as one
 * verified with this secret is taken from memory, and its expiry is still checked on every use.
 */
export function contextTokenVerifier(secret: string): (token: string) => Promise<VerifiedContext> {
  const verified = new LRUCache<string, VerifiedContext>({ max: VERIFIED_TOKENS_HELD });
  return async (token) => {
    const held = verified.get(token);
    if (held) {
      if (Date.now() / 1000 <= held.expiresAt + CLOCK_TOLERANCE_SECONDS) return held;
      verified.delete(token);
      throw expiredContext();
    }
    const ctx = await verifyContextToken(token, secret);
    // Shared by every request that brings this token: nobody may change it.
    Object.freeze(ctx.kind === 'user' ? ctx.user : ctx.caller);
    verified.set(token, Object.freeze(ctx));
    return ctx;
  };
}

/**
 * Installs the per-route `auth` check. The token is verified whenever it is present (a forged or
 * expired one is refused even on public routes), then the route's declared level is enforced.
 */
export function installAuth(app: FastifyInstance, secret: string): void {
  app.decorateRequest('user', null);
  app.decorateRequest('caller', null);
  const verify = contextTokenVerifier(secret);

  app.addHook('onRoute', (route) => {
    const auth = route.config?.auth;
    if (!auth) throw new Error(`Route ${String(route.method)} ${route.url} must declare config.auth`);
  });

  app.addHook('onRequest', async (request) => {
    const header = request.headers[USER_CONTEXT_HEADER];
    if (typeof header === 'string' && header.length > 0) {
      const ctx = await verify(header);
      if (ctx.kind === 'user') request.user = ctx.user;
      else request.caller = ctx.caller;
    }
    const auth = request.routeOptions.config?.auth;
    if (!auth) return; // 404s have no route config
    switch (auth) {
      case 'public':
        return;
      case 'user':
        if (!request.user) throw unauthorized();
        return;
      case 'admin':
        if (!request.user) throw unauthorized();
        if (request.user.role !== 'admin')
          throw forbidden('Forbidden: administrator access is required.', 'ADMIN_ONLY');
        return;
      case 'internal':
        if (!request.caller) throw new HttpError(401, 'INTERNAL_ONLY', 'Unauthorized: internal route.');
        return;
    }
  });
}

/** The signed-in user of a `user` or `admin` route (never null there; throws 401 elsewhere). */
export function currentUser(request: FastifyRequest): UserContext {
  if (!request.user) throw unauthorized();
  return request.user;
}
