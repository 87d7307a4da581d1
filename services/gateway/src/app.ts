import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  InternalClient,
  createService,
  isProbe,
  serviceUrl,
  toErrorReply,
  type App,
  type CreateServiceOptions,
} from '@app/service-kit';
import { redirectUri, type GatewayConfig } from './config';
import { isAllowedOrigin } from './cross-origin';
import { OidcClient } from './oidc';
import { registerProxies } from './proxy';
import { signInRoutes } from './routes/sign-in';
import { registerSecurityHeaders } from './security-headers';
import { registerSessions, sessionCookieName } from './session';
import { SessionStoreUnavailable } from './session-store';
import { UserDirectory } from './user-directory';
import { defaultWebDist, registerWebApp, spaFallback } from './web-app';

export interface GatewayDeps {
  oidc?: OidcClient;
  /** Where the gateway logs (tests read its lines). */
  logger?: CreateServiceOptions['logger'];
}

/**
 * The edge: the web app, sign-in with OIDC, sessions in Redis, and every `/api` path forwarded to
 * the service that owns it with a fresh signed user context. Nothing else reaches the services.
 */
export async function buildGateway(config: GatewayConfig, deps: GatewayDeps = {}): Promise<App> {
  let webServed = false;
  const app = await createService({
    name: 'gateway',
    config,
    nats: true,
    redis: true,
    userContext: 'none',
    notFound: spaFallback(() => webServed),
    metrics: 'own-port',
    trustProxy: config.TRUST_PROXY,
    logger: deps.logger,
    // The web app's files and the probes at debug: info is for the API's requests.
    quietRequest: (request) => isProbe(request) || !request.url.startsWith('/api'),
  });

  const identity = new InternalClient({
    from: 'gateway',
    baseUrl: serviceUrl(config, 'identity'),
    secret: config.INTERNAL_AUTH_SECRET,
  });
  const users = new UserDirectory(identity, config.USER_CACHE_TTL_MS, app.log);
  app.addHook('onReady', () => users.listen(app.nc, config.EVENT_NAMESPACE));
  app.addHook('onClose', async () => users.stop());
  const oidc =
    deps.oidc ??
    new OidcClient(
      {
        issuerUrl: config.OIDC_ISSUER_URL,
        clientId: config.OIDC_CLIENT_ID,
        clientSecret: config.OIDC_CLIENT_SECRET,
        redirectUri: redirectUri(config),
        scopes: config.OIDC_SCOPES,
        internalUrl: config.OIDC_INTERNAL_URL,
      },
      app.log,
    );

  registerSecurityHeaders(app, config);

  webServed = await registerWebApp(app, config.WEB_DIST_DIR ?? defaultWebDist());

  // Everything under /api lives in its own context: sessions and rate limits never touch static files.
  await app.register(async (api: FastifyInstance) => {
    await registerSessions(api, config, app.redis);
    await api.register(rateLimit, {
      global: true,
      max: config.RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      redis: app.redis,
      nameSpace: 'ratelimit:',
      skipOnError: true,
      keyGenerator: (request: FastifyRequest) =>
        request.session?.userId ? `u:${request.session.userId}` : `ip:${request.ip}`,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'RATE_LIMITED',
        message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      }),
    });

    const allowedOrigins = [new URL(config.PUBLIC_URL).origin];
    api.addHook('onRequest', async (request, reply) => {
      // RFC 8058 one-click unsubscribe is posted by mail providers from their own origin; the signed
      // token in the link is its authorisation and it acts on no session, so there is nothing to forge.
      if (request.method === 'POST' && request.url.split('?')[0] === '/api/notifications/unsubscribe') return;
      const ok = isAllowedOrigin(
        {
          method: request.method,
          origin: request.headers.origin,
          secFetchSite: request.headers['sec-fetch-site'] as string | undefined,
        },
        allowedOrigins,
      );
      if (!ok) {
        return reply.status(403).send({
          error: 'Forbidden',
          code: 'CROSS_ORIGIN',
          message: 'Cross-origin requests are not allowed.',
        });
      }
    });

    // Refuse a body whose declared size is over the limit here, with a clear 413: forwarding it would
    // only let the service hang up half-way and leave the client a 502.
    api.addHook('onRequest', async (request, reply) => {
      const declared = Number(request.headers['content-length'] ?? 0);
      const isImage = request.url.startsWith('/api/profile/image/upload/');
      if (declared > (isImage ? config.IMAGE_BODY_LIMIT_BYTES : config.BODY_LIMIT_BYTES)) {
        return reply.status(413).send({
          error: 'Payload Too Large',
          code: 'PAYLOAD_TOO_LARGE',
          message: isImage ? 'Image must be smaller than 5MB' : 'The request body is too large.',
        });
      }
    });

    api.setErrorHandler((err: unknown, request: FastifyRequest, reply: FastifyReply) => {
      if (
        err instanceof SessionStoreUnavailable ||
        (err as { code?: string }).code === 'SESSION_STORE_UNAVAILABLE'
      ) {
        request.log.error({ err: (err as Error).message }, 'session store unavailable');
        if (request.url.startsWith('/api/login') || request.url.startsWith('/api/callback')) {
          return reply.redirect('/?error=login_failed', 302);
        }
        return reply.status(503).send({
          error: 'Service Unavailable',
          code: 'SESSIONS_UNAVAILABLE',
          message: 'Sign-in is temporarily unavailable. Please try again in a moment.',
        });
      }
      const { status, body, log } = toErrorReply(err);
      if (log) request.log.error({ err }, 'request failed');
      return reply.status(status).send(body);
    });

    await signInRoutes(api, {
      config,
      oidc,
      identity,
      loginRateLimit: { max: config.RATE_LIMIT_LOGIN_MAX, timeWindow: '1 minute' },
      sessionsAvailable: () => app.redis.status === 'ready',
    });
    await registerProxies(api, { config, users });
  });

  app.decorate('sessionCookieName', sessionCookieName(config));
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookieName: string;
  }
}
