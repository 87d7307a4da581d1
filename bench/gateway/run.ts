/**
 * Gateway benchmark, through the real sign-in and the real identity service:
 *  - overhead: the same request (GET /api/auth/user) straight to identity with a signed user
 *    context, and through the gateway with a session cookie (session lookup in Redis, the user's
 *    role from identity - cached briefly -, a fresh signed context, the proxy hop);
 *  - sign-in throughput: concurrent people each doing the whole OpenID Connect sign-in
 *    (/api/login -> dev provider -> /api/callback -> identity upsert -> new session).
 *
 *   npx tsx bench/gateway/run.ts
 *
 * Settings: BENCH_CLIENTS (32), BENCH_SECONDS (10), BENCH_SIGNIN_CLIENTS (8), BENCH_SIGNIN_SECONDS (10),
 * BENCH_GATEWAY_NODE_ARGS (extra Node flags for the gateway, e.g. --cpu-prof).
 * Writes bench/out/gateway.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { signUserContext } from '@app/service-kit';
import {
  BrowserClient,
  TEST_SECRET,
  createTestDatabase,
  deleteStreams,
  freePort,
  uniqueName,
} from '@app/service-kit/testing';
import { cookieHeader } from '../../scripts/lib/dev-sign-in';
import { repoRoot, startSystem, type Ports } from '../../scripts/lib/system';
import { load, percentile, type LoadFigures } from '../lib/load';

const env = process.env;
const CLIENTS = Number(env.BENCH_CLIENTS ?? 32);
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const SIGNIN_CLIENTS = Number(env.BENCH_SIGNIN_CLIENTS ?? 8);
const SIGNIN_SECONDS = Number(env.BENCH_SIGNIN_SECONDS ?? 10);

async function signInOnce(base: string, email: string): Promise<BrowserClient> {
  const client = new BrowserClient();
  const { hops } = await client.follow(`${base}/api/login?login_hint=${encodeURIComponent(email)}`);
  if (!hops.at(-1)!.url.endsWith('/?success=logged_in'))
    throw new Error(`sign-in failed: ${hops.at(-1)!.url}`);
  return client;
}

async function main(): Promise<void> {
  const db = await createTestDatabase();
  const namespace = uniqueName('bgw');
  const ports = { smtp: await freePort() } as Ports;
  for (const name of ['dev-oidc', 'identity', 'gateway']) ports[name] = await freePort();
  const base = `http://localhost:${ports.gateway}`;
  const system = await startSystem({
    env: {
      ...env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: db.url,
      EVENT_NAMESPACE: namespace,
      REDIS_PREFIX: `${namespace}:`,
      INTERNAL_AUTH_SECRET: TEST_SECRET,
      SESSION_SECRET: 'bench-session-secret-0123456789abcdefghijklmn',
      RATE_LIMIT_MAX: '100000000',
      RATE_LIMIT_LOGIN_MAX: '100000000',
    },
    ports,
    publicUrl: base,
    only: ['dev-oidc', 'identity', 'gateway'],
    // e.g. BENCH_GATEWAY_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the gateway.
    nodeArgs: { gateway: env.BENCH_GATEWAY_NODE_ARGS?.split(' ').filter(Boolean) ?? [] },
    log: (name, _i, line) => {
      if (!line.startsWith('{') || /"level":(50|60)/.test(line)) console.error(`[${name}] ${line}`);
    },
  });
  try {
    const person = await signInOnce(base, 'bench.reader@example.edu');
    const me = (await (await person.request(`${base}/api/auth/user`)).json()) as {
      id: string;
      email: string;
      firstName: string;
      lastName: string;
      role: 'academic';
    };
    const cookie = cookieHeader(person, base);
    const token = await signUserContext(
      { userId: me.id, role: me.role, email: me.email, firstName: me.firstName, lastName: me.lastName },
      TEST_SECRET,
      3600,
    );

    console.log(`overhead: ${CLIENTS} clients, ${SECONDS} s each`);
    const direct = await load('direct to identity', `${system.urls.identity}/api/auth/user`, {
      connections: CLIENTS,
      seconds: SECONDS,
      headers: { 'x-user-context': token },
    });
    const through = await load('through the gateway', `${base}/api/auth/user`, {
      connections: CLIENTS,
      seconds: SECONDS,
      headers: { cookie },
    });
    const overhead: LoadFigures[] = [direct, through];
    console.table(overhead);

    console.log(`sign-in: ${SIGNIN_CLIENTS} people signing in at once for ${SIGNIN_SECONDS} s`);
    const times: number[] = [];
    let failures = 0;
    const deadline = Date.now() + SIGNIN_SECONDS * 1000;
    let n = 0;
    await Promise.all(
      Array.from({ length: SIGNIN_CLIENTS }, async () => {
        while (Date.now() < deadline) {
          const started = performance.now();
          try {
            await signInOnce(base, `bench.${n++}@example.edu`);
            times.push(performance.now() - started);
          } catch {
            failures += 1;
          }
        }
      }),
    );
    times.sort((a, b) => a - b);
    const signIn = {
      signInsPerSecond: Math.round((times.length / SIGNIN_SECONDS) * 10) / 10,
      p50: Math.round(percentile(times, 50)),
      p95: Math.round(percentile(times, 95)),
      p99: Math.round(percentile(times, 99)),
      completed: times.length,
      failures,
    };
    console.table([signIn]);

    const out = path.join(repoRoot, 'bench/out');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      path.join(out, 'gateway.json'),
      JSON.stringify(
        {
          machine: { cpus: cpus().length, load: loadavg() },
          clients: CLIENTS,
          seconds: SECONDS,
          overhead,
          signIn: { clients: SIGNIN_CLIENTS, ...signIn },
        },
        null,
        2,
      ),
    );
  } finally {
    await system.stopAll();
    await db.drop();
    await deleteStreams(namespace);
  }
}

main().catch((err: Error) => {
  console.error(err);
  process.exit(1);
});
