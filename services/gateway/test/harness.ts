import {
  baseConfigSchema,
  createService,
  loadConfig,
  currentUser,
  type App,
  type CreateServiceOptions,
} from '@app/service-kit';
import { afterAll, beforeAll } from 'vitest';
import {
  createTestDatabase,
  deleteStreams,
  freePort,
  testEnv,
  uniqueName,
  type TestDatabase,
} from '@app/service-kit/testing';
import { startDevOidc, type DevOidc } from '../../../infra/dev-oidc/src/app';
import { loadDevOidcConfig } from '../../../infra/dev-oidc/src/config';
import { buildApp as buildIdentity } from '../../identity/src/app';
import { loadIdentityConfig } from '../../identity/src/config';
import { buildGateway, type GatewayApp } from '../src/app';
import { loadGatewayConfig, type GatewayConfig } from '../src/config';

export interface Stack {
  gatewayUrl: string;
  gateway: GatewayApp;
  identity: App;
  upstream: App;
  oidc: DevOidc;
  /**
   * Another gateway with the same settings (the same Redis, sessions and cookie): a replica; with
   * `settings`, one whose own settings differ in those.
   */
  replica(settings?: Partial<GatewayConfig>): Promise<{ url: string; gateway: GatewayApp }>;
  close(): Promise<void>;
}

/**
 * A gateway in front of the real identity service and the real dev OpenID provider, plus one small
 * service built with the kit that answers `/api/admin/users` with the context it was given, so a
 * test can see what the gateway forwards. Other service URLs point at closed ports.
 */
export async function startStack(
  db: TestDatabase,
  ns: string,
  extra: Record<string, string> = {},
  logger?: CreateServiceOptions['logger'],
): Promise<Stack> {
  const gatewayPort = await freePort();
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const oidc = await startDevOidc(
    loadDevOidcConfig({
      NODE_ENV: 'test',
      DEV_OIDC_PORT: '0',
      DEV_OIDC_REDIRECT_URIS: `${gatewayUrl}/api/callback`,
      DEV_OIDC_POST_LOGOUT_REDIRECT_URIS: `${gatewayUrl}/`,
    }),
  );

  const identity = await buildIdentity(
    loadIdentityConfig(testEnv(db, ns, { ADMIN_EMAILS: 'admin@example.edu' })),
  );
  await identity.listen({ port: 0, host: '127.0.0.1' });
  const identityUrl = `http://127.0.0.1:${(identity.server.address() as { port: number }).port}`;

  const upstream = await createService({
    name: 'admin',
    config: loadConfig('admin', baseConfigSchema, testEnv(db, ns)),
    routes: [{ method: 'GET', path: '/api/admin/users', auth: 'admin' }],
  });
  upstream.get('/api/admin/users', { config: { auth: 'admin' } }, async (req) => ({
    seenAs: currentUser(req),
    forwardedCookie: req.headers.cookie ?? null,
    forwardedFor: req.headers['x-forwarded-for'] ?? null,
    requestId: req.id,
  }));
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const upstreamUrl = `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`;

  const closed = `http://127.0.0.1:${await freePort()}`;
  const config = loadGatewayConfig(
    testEnv(db, ns, {
      PUBLIC_URL: gatewayUrl,
      OIDC_ISSUER_URL: oidc.issuer,
      IDENTITY_URL: identityUrl,
      ADMIN_URL: upstreamUrl,
      PROFILE_URL: closed,
      NETWORKING_URL: closed,
      PROJECTS_URL: closed,
      GROUPS_URL: closed,
      NOTIFICATIONS_URL: closed,
      LIVE_UPDATES_URL: closed,
      USER_CACHE_TTL_MS: '60000',
      // A read to a closed port is retried this long before its 503 (upstream-retry.test.ts).
      UPSTREAM_RETRY_WINDOW_MS: '1000',
      ...extra,
    }),
  );
  const gateway = await buildGateway(config, { logger });
  await gateway.listen({ port: gatewayPort, host: '127.0.0.1' });
  const replicas: GatewayApp[] = [];

  return {
    gatewayUrl,
    gateway,
    identity,
    upstream,
    oidc,
    async replica(settings = {}) {
      const replica = await buildGateway({ ...config, ...settings }, { logger });
      replicas.push(replica);
      await replica.listen({ port: 0, host: '127.0.0.1' });
      return {
        url: `http://127.0.0.1:${(replica.server.address() as { port: number }).port}`,
        gateway: replica,
      };
    },
    async close() {
      await Promise.all(replicas.map((replica) => replica.close()));
      await gateway.close();
      await upstream.close();
      await identity.close();
      await oidc.close();
    },
  };
}

/**
 * For a test file that starts several stacks: one test database, each stack on a namespace of its
 * own, all closed (and their event streams deleted) after the file. Returns how to start one.
 */
export function stacksOfThisFile(prefix: string) {
  let db: TestDatabase;
  const started: Array<{ stack: Stack; ns: string }> = [];
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(started.map(({ stack }) => stack.close()));
    await db?.drop();
    for (const { ns } of started) await deleteStreams(ns);
  });
  return async (extra: Record<string, string> = {}, logger?: CreateServiceOptions['logger']) => {
    const ns = uniqueName(prefix);
    const stack = await startStack(db, ns, extra, logger);
    started.push({ stack, ns });
    return { ...stack, ns };
  };
}
