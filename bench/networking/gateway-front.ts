/**
 * The real front door for the networking benchmark: the dev OpenID provider, identity and the
 * gateway, in front of the networking service under test. Viewers sign in through the whole OIDC
 * flow and then send only their session cookie, as browsers do; the gateway looks the session up
 * in Redis, asks identity who the user is (cached for a moment), signs a user context and proxies.
 */
import { createTestDatabase, freePort, uniqueName } from '@app/service-kit/testing';
import { cookieHeader, devSignIn } from '../../scripts/lib/dev-sign-in';
import { startSystem, type Ports } from '../../scripts/lib/system';
import { testSystemEnv } from '../../scripts/lib/test-system-env';

export interface GatewayFront {
  url: string;
  /** One signed-in person per entry: their user id (from identity) and session cookie. */
  viewers: Array<{ userId: string; cookie: string }>;
  /** Process ids of the gateway, identity and the dev provider (their memory is reported). */
  pids: Record<string, number | undefined>;
  stop(): Promise<void>;
}

export async function startGatewayFront(opts: {
  networkingPort: number;
  namespace: string;
  secret: string;
  viewers: number;
}): Promise<GatewayFront> {
  const db = await createTestDatabase();
  const ports = { smtp: await freePort(), networking: opts.networkingPort } as Ports;
  for (const name of ['dev-oidc', 'identity', 'gateway']) ports[name] = await freePort();
  const url = `http://localhost:${ports.gateway}`;
  const system = await startSystem({
    env: testSystemEnv({
      databaseUrl: db.url,
      namespace: opts.namespace,
      redisPrefix: `${uniqueName('bnet')}:`,
      secret: opts.secret,
      rateLimit: 100_000_000,
    }),
    ports,
    publicUrl: url,
    // Networking has a port (so the gateway proxies to the service under test) but is not started.
    only: ['dev-oidc', 'identity', 'gateway'],
    // e.g. BENCH_GATEWAY_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the gateway.
    // By default the heap limits docker-compose.yml gives the gateway (GATEWAY_NODE_OPTIONS).
    nodeArgs: {
      gateway: (process.env.BENCH_GATEWAY_NODE_ARGS ?? '--max-old-space-size=256 --max-semi-space-size=16')
        .split(' ')
        .filter(Boolean),
    },
    log: (name, _i, line) => {
      if (!line.startsWith('{') || /"level":(50|60)/.test(line)) console.error(`[${name}] ${line}`);
    },
  });
  try {
    const viewers: GatewayFront['viewers'] = [];
    for (let i = 0; i < opts.viewers; i += 8) {
      const batch = Array.from({ length: Math.min(8, opts.viewers - i) }, async (_, k) => {
        const browser = await devSignIn(url, `bench.viewer.${i + k}@example.edu`);
        return { userId: browser.id, cookie: cookieHeader(browser, url) };
      });
      viewers.push(...(await Promise.all(batch)));
    }
    return {
      url,
      viewers,
      pids: Object.fromEntries(['gateway', 'identity', 'dev-oidc'].map((name) => [name, system.pidOf(name)])),
      stop: async () => {
        await system.stopAll();
        await db.drop();
      },
    };
  } catch (err) {
    await system.stopAll();
    await db.drop();
    throw err;
  }
}
