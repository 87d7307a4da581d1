import { randomBytes, randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const TEST_SECRET = 'test-internal-auth-secret-0123456789abcdef';

export const testUrls = {
  database: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  nats: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  redis: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
};

export function uniqueName(prefix = 't'): string {
  return `${prefix}${randomBytes(5).toString('hex')}`;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A fresh database for one test file, dropped at the end. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = uniqueName('test_');
  const admin = new pg.Client({ connectionString: withDatabase(testUrls.database, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: withDatabase(testUrls.database, name),
    async drop() {
      const c = new pg.Client({ connectionString: withDatabase(testUrls.database, 'postgres') });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * The environment a service under test reads: its own database, NATS namespace and Redis prefix,
 * quiet logs and the test secret. Pass it to the service's `loadConfig`.
 */
export function testEnv(
  db: TestDatabase,
  namespace: string,
  extra: Record<string, string | undefined> = {},
): Record<string, string | undefined> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: db.url,
    DB_POOL_MAX: '4',
    NATS_URL: testUrls.nats,
    EVENT_NAMESPACE: namespace,
    REDIS_URL: testUrls.redis,
    REDIS_PREFIX: `${namespace}:`,
    INTERNAL_AUTH_SECRET: TEST_SECRET,
    OUTBOX_POLL_MS: '200',
    ...extra,
  };
}

function tryPort(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', () => resolve(null));
    srv.listen(port, '127.0.0.1', () => {
      const { port: bound } = srv.address() as { port: number };
      srv.close(() => resolve(bound));
    });
  });
}

const handedOut = new Set<number>();

/**
 * A port nothing listens on now. Ports are drawn from 20000-31999, below the kernel's ephemeral
 * range, so a process started a moment later does not race the `listen(0)` of tests running in
 * parallel (which take ephemeral ports); the same port is never handed out twice by this process.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const candidate = 20000 + Math.floor(Math.random() * 12000);
    if (handedOut.has(candidate)) continue;
    const port = await tryPort(candidate);
    if (port !== null) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error('No free port found in 20000-31999');
}

export async function waitFor<T>(
  probe: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  { timeoutMs = 10_000, intervalMs = 50, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const v = await probe();
      if (v) return v as T;
    } catch (err) {
      lastError = err;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(
    `Timed out after ${timeoutMs} ms waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`,
  );
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A server process of our own on a free port, which a fault test may stop and start again. */
export interface PrivateServer {
  url: string;
  port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  dispose(): Promise<void>;
}

async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const { connect } = await import('node:net');
  await waitFor(
    () =>
      new Promise<boolean>((resolve) => {
        const s = connect(port, '127.0.0.1');
        s.once('connect', () => {
          s.destroy();
          resolve(true);
        });
        s.once('error', () => resolve(false));
      }),
    { timeoutMs, what: `port ${port}` },
  );
}

function privateServer(
  scheme: string,
  command: string,
  args: (port: number, dir: string) => string[],
): () => Promise<PrivateServer> {
  return async () => {
    const port = await freePort();
    const dir = mkdtempSync(path.join(tmpdir(), `${path.basename(command)}-`));
    let child: ChildProcess | null = null;
    const server: PrivateServer = {
      url: `${scheme}://127.0.0.1:${port}`,
      port,
      async start() {
        child = spawn(command, args(port, dir), { stdio: 'ignore' });
        await waitForPort(port);
      },
      async stop() {
        const c = child;
        child = null;
        if (!c || c.exitCode !== null) return;
        await new Promise<void>((resolve) => {
          c.once('exit', () => resolve());
          c.kill('SIGKILL');
        });
      },
      async dispose() {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
    await server.start();
    return server;
  };
}

/**
 * A nats-server of our own (the machine's binary), for tests that stop NATS: with JetStream unless
 * told otherwise, and refusing clients without `user`/`password` when given (its url carries them).
 */
export async function startPrivateNats(
  opts: { jetStream?: boolean; user?: string; password?: string } = {},
): Promise<PrivateServer> {
  const { jetStream = true, user, password } = opts;
  const server = await privateServer('nats', process.env.NATS_SERVER_BIN ?? 'nats-server', (port, dir) => [
    '-a',
    '127.0.0.1',
    '-p',
    String(port),
    ...(jetStream ? ['-js', '-sd', dir] : []),
    ...(user && password ? ['--user', user, '--pass', password] : []),
  ])();
  if (!user || !password) return server;
  return {
    ...server,
    url: `nats://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${server.port}`,
  };
}

/** A cluster of nats-servers with JetStream; `url` lists every node, as `NATS_URL` does in production. */
export interface PrivateNatsCluster {
  url: string;
  nodes: PrivateServer[];
  dispose(): Promise<void>;
}

/**
 * `size` nats-servers of our own on loopback, routed to each other as one JetStream cluster (each
 * node named, with its own store), for tests that stop a node of a cluster. Resolves once the
 * cluster has elected its JetStream meta leader, so streams with `size` replicas can be made.
 */
export async function startPrivateNatsCluster(size = 3): Promise<PrivateNatsCluster> {
  const routePorts = await Promise.all(Array.from({ length: size }, () => freePort()));
  const routes = routePorts.map((p) => `nats://127.0.0.1:${p}`).join(',');
  const nodes = await Promise.all(
    routePorts.map((routePort, i) =>
      privateServer('nats', process.env.NATS_SERVER_BIN ?? 'nats-server', (port, dir) => [
        '-a',
        '127.0.0.1',
        '-p',
        String(port),
        '--server_name',
        `n${i + 1}`,
        '-js',
        '-sd',
        dir,
        '--cluster_name',
        'rc-test',
        '--cluster',
        `nats://127.0.0.1:${routePort}`,
        '--routes',
        routes,
      ])(),
    ),
  );
  const url = nodes.map((n) => n.url).join(',');
  const { connect } = await import('nats');
  const nc = await connect({ servers: nodes.map((n) => n.url) });
  try {
    await waitFor(
      async () => {
        const jsm = await nc.jetstreamManager({ timeout: 1000 });
        return (await jsm.getAccountInfo()).api.total >= 0;
      },
      { timeoutMs: 30_000, what: 'the NATS cluster to elect a JetStream leader' },
    );
  } finally {
    await nc.close();
  }
  return {
    url,
    nodes,
    async dispose() {
      await Promise.all(nodes.map((n) => n.dispose()));
    },
  };
}

/** An S3-protocol server of our own (s3rver) on loopback, with one empty bucket. */
export interface PrivateS3 {
  endpoint: string;
  bucket: string;
  /** Settings for a service keeping its files there (s3rver takes any signature with these keys). */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

export async function startPrivateS3(bucket = 'photos'): Promise<PrivateS3> {
  const { default: S3rver } = await import('s3rver');
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async dispose() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A redis-server of our own, for tests that stop Redis. */
export const startPrivateRedis = privateServer(
  'redis',
  process.env.REDIS_SERVER_BIN ?? 'redis-server',
  (port, dir) => [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    dir,
  ],
);

export { randomUUID };
