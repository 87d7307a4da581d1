/**
 * Gateway benchmark, through the real sign-in and the real identity service:
 *  - overhead: the same request (GET /api/auth/user) answered by the same identity service, side
 *    by side in one run:
 *      direct to identity, with a signed user context;
 *      through the gateway, with a session cookie (session lookup in Redis, rate limit counted in
 *        Redis, the user's role from identity - cached briefly -, a signed context, the proxy hop);
 *      through a bare @fastify/http-proxy adding a constant signed context (anchors/bare-proxy.ts);
 *      through the express stack a Node team would otherwise pick (anchors/express-stack.ts);
 *    each proxy is its own Node process, and its CPU time per request is measured (/proc), as is
 *    Redis's (INFO cpu: what its sessions and rate limits cost the one Redis every replica shares). Any
 *    answer other than 2xx fails the bench: a row of 401s is not a measurement;
 *  - compression (issue 40): a large JSON answer through the gateway - the FoR code list the
 *    profile service answers, GET /api/classification-codes/for, 2,203 codes - asked for with
 *    `accept-encoding: br, gzip` (what Chromium sends), with `gzip`, and without (identity), in the
 *    same rounds as the rows above: the gateway's and profile's CPU per request, and the bytes of an
 *    answer on the wire (headers and chunk framing included). An answer not in the encoding asked
 *    for fails the bench;
 *  - sign-in throughput: concurrent people each doing the whole OpenID Connect sign-in
 *    (/api/login -> dev provider -> /api/callback -> identity upsert -> new session).
 *
 *   npx tsx bench/gateway/run.ts
 *
 * The rows are measured in turn, a few seconds each, round after round, so that a change in what
 * else the machine does weighs on every row alike.
 *
 * Settings: BENCH_CLIENTS (32), BENCH_SECONDS (12 per row), BENCH_ROUNDS (4),
 * BENCH_WARMUP_SECONDS (2, per row, not counted),
 * BENCH_SIGNIN_CLIENTS (8), BENCH_SIGNIN_SECONDS (10; 0 skips sign-in),
 * BENCH_GATEWAY_NODE_ARGS (extra Node flags for the gateway, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"),
 * BENCH_ANCHOR_NODE_ARGS (the same for the two anchors), BENCH_BASELINE_GATEWAY_NODE_ARGS (the same for
 * the baseline gateway; BENCH_GATEWAY_NODE_ARGS when unset), BENCH_BASELINE_GATEWAY_DIR (another checkout,
 * e.g. a worktree of main: its gateway is one more row, side by side with this one - the same Redis,
 * sessions and cookie - to see what a change to the gateway did; it must keep sessions as this one
 * does, which gateways before be60554, on @fastify/session, did not).
 * Writes bench/out/gateway.json.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { Redis } from 'ioredis';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { UserContext } from '@app/contracts';
import { signUserContext } from '@app/service-kit';
import {
  BrowserClient,
  TEST_SECRET,
  createTestDatabase,
  deleteStreams,
  freePort,
  uniqueName,
  waitFor,
} from '@app/service-kit/testing';
import { cookieHeader } from '../../scripts/lib/dev-sign-in';
import { repoRoot, startSystem, type Ports } from '../../scripts/lib/system';
import { describeMachine, machineFigures } from '../lib/machine';
import { memoryOf, processCpuMs } from '../lib/process-figures';
import { drive, figuresOf, oneMinuteLoad, percentile, type LoadFigures, type LoadRun } from '../lib/load';

const env = process.env;
const CLIENTS = Number(env.BENCH_CLIENTS ?? 32);
const SECONDS = Number(env.BENCH_SECONDS ?? 12);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 4);
const SIGNIN_CLIENTS = Number(env.BENCH_SIGNIN_CLIENTS ?? 8);
const SIGNIN_SECONDS = Number(env.BENCH_SIGNIN_SECONDS ?? 10);
const WARMUP_SECONDS = Number(env.BENCH_WARMUP_SECONDS ?? 2);
const SESSION_SECRET = 'bench-session-secret-0123456789abcdefghijklmn';
const round = (n: number) => Math.round(n * 100) / 100;

interface Row extends LoadFigures {
  /** CPU milliseconds per request of the proxy's own process (none for the direct row). */
  proxyCpuMs?: number;
  /** CPU milliseconds per request of identity, the same work behind every row. */
  identityCpuMs: number;
  /**
   * CPU milliseconds per second the proxy's process used with no requests (timers, event
   * consumers): part of its CPU per request, more so the fewer requests it served.
   */
  proxyIdleCpuMsPerS?: number;
  /** The proxy's resident memory after its rows, and at its peak (MB). */
  proxyRssMb?: number;
  proxyPeakRssMb?: number;
  /** Redis's CPU milliseconds per request (sessions and rate limits; the direct row uses none). */
  redisCpuMs: number;
}

/** A row of the compression rows: one large answer through the gateway in one encoding. */
interface CompressionRow extends LoadFigures {
  /** What the client sent as accept-encoding, and what the gateway answered with. */
  acceptEncoding: string;
  contentEncoding: string;
  /** Bytes of one answer's body as sent, and of one answer on the wire (headers, chunk framing). */
  bodyBytes: number;
  wireBytesPerAnswer: number;
  /** CPU milliseconds per request of the gateway's process and of the profile service. */
  gatewayCpuMs: number;
  profileCpuMs: number;
  redisCpuMs: number;
}

/** The large answer the compression rows ask for: the FoR code list (public, ~2,200 codes). */
const LARGE_ANSWER_PATH = '/api/classification-codes/for';

/**
 * One answer as it comes off the wire, not decoded: its content-encoding and body size. Checks
 * that the gateway answered in the encoding the row is about.
 */
async function answerOnTheWire(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; contentEncoding: string; bodyBytes: number }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      let bodyBytes = 0;
      res.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentEncoding: String(res.headers['content-encoding'] ?? 'identity'),
          bodyBytes,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Redis's own CPU time so far (INFO cpu), in milliseconds: what a row's requests cost Redis. */
async function redisCpuMs(redis: Redis): Promise<number> {
  const info = await redis.info('cpu');
  const seconds = (name: string) => Number(new RegExp(`^${name}:([\\d.]+)`, 'm').exec(info)?.[1] ?? 0);
  return (seconds('used_cpu_user') + seconds('used_cpu_sys')) * 1000;
}

/**
 * Starts a proxy for a row as its own Node process - an anchor (bench/gateway/anchors/<name>.ts)
 * or a gateway from another checkout - and resolves once it listens.
 */
async function startProxy(
  what: string,
  script: string,
  settings: Record<string, string | undefined>,
  nodeArgs: string[],
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: path.dirname(script),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, ...settings, PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
      return fetch(url).then(
        () => true,
        () => false,
      );
    },
    { timeoutMs: 60_000, intervalMs: 200, what },
  );
  return { url, child };
}

const anchorArgs = env.BENCH_ANCHOR_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const startAnchor = (name: string, settings: Record<string, string>) =>
  startProxy(
    `the ${name} anchor`,
    path.join(repoRoot, `bench/gateway/anchors/${name}.ts`),
    settings,
    anchorArgs,
  );

async function stopProxy(proxy: { child: ChildProcess } | undefined): Promise<void> {
  if (!proxy || proxy.child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    proxy.child.once('exit', () => resolve());
    proxy.child.kill('SIGTERM');
  });
}

async function signInOnce(base: string, email: string): Promise<BrowserClient> {
  const client = new BrowserClient();
  const { hops } = await client.follow(`${base}/api/login?login_hint=${encodeURIComponent(email)}`);
  if (!hops.at(-1)!.url.endsWith('/?success=logged_in'))
    throw new Error(`sign-in failed: ${hops.at(-1)!.url}`);
  return client;
}

/** Sign-ins per second with SIGNIN_CLIENTS people each doing the whole OIDC sign-in again and again. */
async function signInThroughput(base: string) {
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
  return signIn;
}

const gatewayArgs = env.BENCH_GATEWAY_NODE_ARGS?.split(' ').filter(Boolean) ?? [];

async function main(): Promise<void> {
  const machine = await machineFigures();
  console.log(describeMachine(machine));
  const db = await createTestDatabase();
  const namespace = uniqueName('bgw');
  const ports = { smtp: await freePort() } as Ports;
  for (const name of ['dev-oidc', 'identity', 'profile', 'gateway']) ports[name] = await freePort();
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
      // The profile service only answers the compression rows' FoR code list: no scheduled refresh.
      METRICS_REFRESH: 'false',
    },
    ports,
    publicUrl: base,
    only: ['dev-oidc', 'identity', 'profile', 'gateway'],
    // e.g. BENCH_GATEWAY_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the gateway.
    nodeArgs: { gateway: gatewayArgs },
    log: (name, _i, line) => {
      if (!line.startsWith('{') || /"level":(50|60)/.test(line)) console.error(`[${name}] ${line}`);
    },
  });
  const redis = new Redis(env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  let bare: Awaited<ReturnType<typeof startAnchor>> | undefined;
  let express: typeof bare;
  let baseline: typeof bare;
  try {
    const person = await signInOnce(base, 'bench.reader@example.edu');
    const me = (await (await person.request(`${base}/api/auth/user`)).json()) as {
      id: string;
      email: string;
      firstName: string;
      lastName: string;
      role: UserContext['role'];
    };
    const cookie = cookieHeader(person, base);
    const user: UserContext = {
      userId: me.id,
      role: me.role,
      email: me.email,
      firstName: me.firstName,
      lastName: me.lastName,
    };
    const token = await signUserContext(user, TEST_SECRET, 3600);

    bare = await startAnchor('bare-proxy', { UPSTREAM_URL: system.urls.identity!, USER_CONTEXT: token });
    express = await startAnchor('express-stack', {
      UPSTREAM_URL: system.urls.identity!,
      REDIS_PREFIX: `${namespace}:`,
      SESSION_SECRET,
      INTERNAL_AUTH_SECRET: TEST_SECRET,
    });
    const signedIn = await fetch(`${express.url}/bench/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(user),
    });
    const expressCookie = signedIn.headers.getSetCookie()[0]?.split(';')[0];
    if (signedIn.status !== 204 || !expressCookie) throw new Error('the express stack gave no session');

    const identityPid = system.pidOf('identity');
    const profilePid = system.pidOf('profile');
    const baselineDir = env.BENCH_BASELINE_GATEWAY_DIR;
    if (baselineDir)
      baseline = await startProxy(
        `the gateway of ${baselineDir}`,
        path.join(path.resolve(baselineDir), 'services/gateway/src/main.ts'),
        system.env,
        env.BENCH_BASELINE_GATEWAY_NODE_ARGS?.split(' ').filter(Boolean) ?? gatewayArgs,
      );
    type Key = 'direct' | 'gateway' | 'baseline' | 'bare' | 'express';
    type CompressionKey = 'large-br' | 'large-gzip' | 'large-identity';
    const rows: Array<{
      key: Key | CompressionKey;
      name: string;
      url: string;
      headers: Record<string, string>;
      pid?: number;
      /** The service behind the row: identity, or profile for the compression rows. */
      upstreamPid?: number;
    }> = [
      {
        key: 'direct',
        name: 'direct to identity',
        url: `${system.urls.identity}/api/auth/user`,
        headers: { 'x-user-context': token },
      },
      {
        key: 'gateway',
        name: 'through the gateway',
        url: `${base}/api/auth/user`,
        headers: { cookie },
        pid: system.pidOf('gateway'),
      },
      ...(baseline
        ? [
            {
              key: 'baseline' as const,
              name: `through the gateway of ${baselineDir}`,
              url: `${baseline.url}/api/auth/user`,
              headers: { cookie },
              pid: baseline.child.pid,
            },
          ]
        : []),
      {
        key: 'bare',
        name: 'through a bare @fastify/http-proxy',
        url: `${bare.url}/api/auth/user`,
        headers: {},
        pid: bare.child.pid,
      },
      {
        key: 'express',
        name: 'through express + http-proxy-middleware + express-session + express-rate-limit (Redis)',
        url: `${express.url}/api/auth/user`,
        headers: { cookie: expressCookie },
        pid: express.child.pid,
      },
      // The compression rows: the same large answer through the gateway, three ways, with the
      // session cookie a signed-in browser sends.
      ...(
        [
          ['large-br', 'br, gzip'],
          ['large-gzip', 'gzip'],
          ['large-identity', 'identity'],
        ] as const
      ).map(([key, acceptEncoding]) => ({
        key,
        name: `FoR code list through the gateway, accept-encoding: ${acceptEncoding}`,
        url: `${base}${LARGE_ANSWER_PATH}`,
        headers: { cookie, 'accept-encoding': acceptEncoding },
        pid: system.pidOf('gateway'),
        upstreamPid: profilePid,
      })),
    ];
    const expectedEncoding: Record<CompressionKey, string> = {
      'large-br': 'br',
      'large-gzip': 'gzip',
      'large-identity': 'identity',
    };
    const isCompressionKey = (key: string): key is CompressionKey => key in expectedEncoding;
    const onTheWire = new Map<string, Awaited<ReturnType<typeof answerOnTheWire>>>();
    for (const row of rows) {
      if (!isCompressionKey(row.key)) continue;
      const answer = await answerOnTheWire(row.url, row.headers);
      if (answer.status !== 200 || answer.contentEncoding !== expectedEncoding[row.key])
        throw new Error(
          `not a measurement: ${row.name} answered ${answer.status} in ${answer.contentEncoding}`,
        );
      onTheWire.set(row.key, answer);
    }

    console.log(
      `overhead: ${CLIENTS} clients, ${SECONDS} s per row in ${ROUNDS} rounds taking the rows in turn ` +
        `(after ${WARMUP_SECONDS} s of warm-up each)`,
    );
    for (const row of rows)
      if (WARMUP_SECONDS > 0)
        await drive(row.url, { connections: CLIENTS, seconds: WARMUP_SECONDS, headers: row.headers });
    // Each proxy's CPU use with no requests, then each row in turn, round after round.
    const IDLE_SECONDS = 3;
    const measured = rows.map((row) => ({
      row,
      idleCpu: -processCpuMs(row.pid),
      runs: [] as LoadRun[],
      proxyCpu: 0,
      identityCpu: 0,
      redisCpu: 0,
    }));
    const upstreamOf = (row: (typeof rows)[number]) => row.upstreamPid ?? identityPid;
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    for (const m of measured) m.idleCpu = (m.idleCpu + processCpuMs(m.row.pid)) / IDLE_SECONDS;
    for (let pass = 1; pass <= ROUNDS; pass++) {
      const requests: number[] = [];
      for (const m of measured) {
        const before = {
          proxy: processCpuMs(m.row.pid),
          identity: processCpuMs(upstreamOf(m.row)),
          redis: await redisCpuMs(redis),
        };
        const run = await drive(m.row.url, {
          connections: CLIENTS,
          seconds: SECONDS / ROUNDS,
          headers: m.row.headers,
        });
        m.runs.push(run);
        m.proxyCpu += processCpuMs(m.row.pid) - before.proxy;
        m.identityCpu += processCpuMs(upstreamOf(m.row)) - before.identity;
        m.redisCpu += (await redisCpuMs(redis)) - before.redis;
        requests.push(run.requests);
      }
      console.log(
        `  round ${pass}: ${requests.join(' / ')} requests; load average ${oneMinuteLoad().toFixed(2)}`,
      );
    }
    const compression: CompressionRow[] = measured
      .filter((m) => isCompressionKey(m.row.key))
      .map(({ row, runs, proxyCpu, identityCpu, redisCpu }) => {
        const figures = figuresOf(row.name, runs);
        const perRequest = (cpu: number) => Math.round((cpu / figures.requests) * 1000) / 1000;
        const answer = onTheWire.get(row.key)!;
        return {
          ...figures,
          acceptEncoding: row.headers['accept-encoding']!,
          contentEncoding: answer.contentEncoding,
          bodyBytes: answer.bodyBytes,
          wireBytesPerAnswer: Math.round(runs.reduce((n, r) => n + r.bytes, 0) / figures.requests),
          gatewayCpuMs: perRequest(proxyCpu),
          profileCpuMs: perRequest(identityCpu),
          redisCpuMs: perRequest(redisCpu),
        };
      });
    const figured = measured
      .filter((m) => !isCompressionKey(m.row.key))
      .map(({ row, runs, proxyCpu, identityCpu, idleCpu, redisCpu }) => {
        const figures = figuresOf(row.name, runs);
        const perRequest = (cpu: number) => Math.round((cpu / figures.requests) * 1000) / 1000;
        const result: Row = {
          ...figures,
          ...(row.pid
            ? {
                proxyCpuMs: perRequest(proxyCpu),
                proxyIdleCpuMsPerS: Math.round(idleCpu),
                proxyRssMb: memoryOf(row.pid).rssMb,
                proxyPeakRssMb: memoryOf(row.pid).peakRssMb,
              }
            : {}),
          identityCpuMs: perRequest(identityCpu),
          redisCpuMs: Math.round((redisCpu / figures.requests) * 1000) / 1000,
        };
        return { key: row.key, figures: result };
      });
    const overhead = figured.map((f) => f.figures);
    console.table(overhead);
    const rowOf = (key: Key): Row => {
      const found = figured.find((f) => f.key === key);
      if (!found) throw new Error(`no ${key} row`);
      return found.figures;
    };
    const [gateway, bareRow, expressRow] = [rowOf('gateway'), rowOf('bare'), rowOf('express')];
    const ratios = {
      gatewayVsBareProxy: round(gateway.throughput / bareRow.throughput),
      gatewayVsExpressStack: round(gateway.throughput / expressRow.throughput),
    };
    console.log(
      `gateway / bare proxy: ${Math.round(ratios.gatewayVsBareProxy * 100)}% of its throughput (target >= 75%); ` +
        `gateway / express stack: ${ratios.gatewayVsExpressStack}x (target >= 2x); ` +
        `gateway CPU per request ${gateway.proxyCpuMs} ms (bare proxy ${bareRow.proxyCpuMs} ms, ` +
        `express stack ${expressRow.proxyCpuMs} ms); Redis CPU per request: gateway ${gateway.redisCpuMs} ms, ` +
        `express stack ${expressRow.redisCpuMs} ms; load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' / ')}`,
    );
    console.log('compression: one large JSON answer through the gateway, in the same rounds');
    console.table(
      compression.map((r) => ({
        acceptEncoding: r.acceptEncoding,
        contentEncoding: r.contentEncoding,
        bodyBytes: r.bodyBytes,
        wireBytesPerAnswer: r.wireBytesPerAnswer,
        throughput: r.throughput,
        p50: r.p50,
        p95: r.p95,
        p99: r.p99,
        gatewayCpuMs: r.gatewayCpuMs,
        profileCpuMs: r.profileCpuMs,
        requests: r.requests,
      })),
    );
    const failed = [...overhead, ...compression].filter((r) => r.non2xx > 0 || r.errors > 0);
    if (failed.length > 0)
      throw new Error(
        `not a measurement: ${failed.map((r) => `${r.name} had ${r.non2xx} non-2xx answers and ${r.errors} errors`).join('; ')}`,
      );

    const signIn = SIGNIN_SECONDS > 0 ? await signInThroughput(base) : null;

    const out = path.join(repoRoot, 'bench/out');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      path.join(out, 'gateway.json'),
      JSON.stringify(
        {
          machine: { ...machine, load: loadavg() },
          clients: CLIENTS,
          seconds: SECONDS,
          overhead,
          ratios,
          compression,
          signIn: signIn && { clients: SIGNIN_CLIENTS, ...signIn },
        },
        null,
        2,
      ),
    );
  } finally {
    await Promise.all([bare, express, baseline].map(stopProxy));
    redis.disconnect();
    await system.stopAll();
    await db.drop();
    await deleteStreams(namespace);
  }
}

main().catch((err: Error) => {
  console.error(err);
  process.exit(1);
});
