import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  InternalClient,
  createService,
  decorate,
  isProbe,
  nats,
  redis,
  serviceAddresses,
  use,
  type App,
  type CreateServiceOptions,
} from '@app/service-kit';
import { apiDocsRoute } from './api-docs';
import { redirectUri, type GatewayConfig } from './config';
import { PersonalDataGatherer, personalDataRoute } from './personal-data';
import {
  ONE_MINUTE_MS,
  apiErrorHandler,
  compressedAnswers,
  declaredBodyLimit,
  originCheck,
  privateAnswers,
  registerSecurityHeaders,
} from './protection';
import { registerProxies } from './proxy';
import { sessionCookieName, sessions } from './session';
import { UserDirectory } from './shared/user-directory';
import { LiveStreams, OidcClient, signInRoutes } from './sign-in';
import { registerWebApp, spaFallback } from './web-app';

/**
 * The built web app beside the repository's services, when WEB_DIST_DIR does not say where it is.
 * Resolved from this file: `src/app.ts` and the bundle's `dist/main.js` sit at the same depth.
 */
const defaultWebDist = () => path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

export interface GatewayDeps {
  oidc?: OidcClient;
  /** Where the gateway logs (tests read its lines). */
  logger?: CreateServiceOptions['logger'];
}

/**
 * The edge: the web app, sign-in with OIDC, sessions in Redis, and every `/api` path forwarded to
 * the service that owns it with a fresh signed user context. Nothing else reaches the services.
 */
export async function buildGateway(config: GatewayConfig, deps: GatewayDeps = {}) {
  let webServed = false;
  const app = await createService({
    name: 'gateway',
    config,
    userContext: 'none',
    notFound: spaFallback(() => webServed),
    metrics: 'own-port',
    trustProxy: config.TRUST_PROXY,
    logger: deps.logger,
    // The web app's files and the probes at debug: info is for the API's requests.
    quietRequest: (request) => isProbe(request) || !request.url.startsWith('/api'),
  })
    .then(use(nats))
    .then(use(redis));

  const identity = new InternalClient({
    from: 'gateway',
    baseUrl: serviceAddresses(config.IDENTITY_URL)[0],
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
  await app.register(async (api: App) => {
    await api.register(sessions, { config, redis: app.redis });
    await api.register(privateAnswers);
    await api.register(compressedAnswers);
    await api.register(originCheck, { publicUrl: config.PUBLIC_URL });
    await api.register(declaredBodyLimit, {
      bodyLimitBytes: config.BODY_LIMIT_BYTES,
      imageBodyLimitBytes: config.IMAGE_BODY_LIMIT_BYTES,
    });
    api.setErrorHandler(apiErrorHandler);

    await signInRoutes(api, {
      config,
      oidc,
      identity,
      liveStreams: new LiveStreams(config),
      loginRateLimit: { max: config.RATE_LIMIT_LOGIN_MAX, windowMs: ONE_MINUTE_MS },
      sessionsAvailable: () => app.redis.status === 'ready',
    });
    await apiDocsRoute(api, config);
    await personalDataRoute(api, { users, gatherer: new PersonalDataGatherer(config) });
    await registerProxies(api, { config, users });
  });

  return decorate(app, 'sessionCookieName', sessionCookieName(config));
}

export type GatewayApp = Awaited<ReturnType<typeof buildGateway>>;
