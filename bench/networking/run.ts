/**
 * Networking benchmark: p50/p95/p99 latency and throughput of the supervisor finder, the examiner
 * finder and similar-researchers at 32 concurrent clients, on 50,000 researchers and 200,000
 * connections (a fixture written straight into a dedicated benchmark database, see fixture.ts).
 *
 *   npx tsx bench/networking/run.ts
 *
 * Settings (environment):
 *   BENCH_DATABASE_URL   benchmark database (created if missing)   postgres://postgres@127.0.0.1:5432/bench_networking
 *   BENCH_RESEARCHERS    researchers in the fixture                 50000
 *   BENCH_CONNECTIONS    connections in the fixture                 200000
 *   BENCH_REBUILD=1      rebuild the fixture even if its size matches
 *   BENCH_CLIENTS        concurrent clients                         32
 *   BENCH_DURATION       seconds per scenario                       20
 *   BENCH_WARMUP         seconds of warm-up per scenario            3
 *   BENCH_BASE_URL       measure a running service instead of starting one (it must trust BENCH_SECRET)
 *   BENCH_SECRET         the secret user contexts are signed with   (a fixed benchmark secret)
 *   BENCH_SCENARIOS      comma-separated subset: supervisors,examiners,similar
 *   BENCH_SERVICE_NODE_ARGS  extra node flags for the service, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
 *
 * By default the script starts the networking service itself, on the benchmark database, as a
 * child process: the load generator and the service then each have their own event loop (in one
 * process, the generator's work would be counted as the service's latency).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { connect } from 'nats';
import { streamName, publishingServices } from '@app/contracts/events';
import { signUserContext } from '@app/service-kit';
import { freePort, waitFor } from '@app/service-kit/testing';
import { buildFixture, ensureDatabase, fixtureSize, openBenchDatabase, seededRandom } from './fixture';

const env = process.env;
const settings = {
  databaseUrl: env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_networking',
  researchers: Number(env.BENCH_RESEARCHERS ?? 50_000),
  connections: Number(env.BENCH_CONNECTIONS ?? 200_000),
  rebuild: env.BENCH_REBUILD === '1',
  clients: Number(env.BENCH_CLIENTS ?? 32),
  duration: Number(env.BENCH_DURATION ?? 20),
  warmup: Number(env.BENCH_WARMUP ?? 3),
  baseUrl: env.BENCH_BASE_URL,
  secret: env.BENCH_SECRET ?? 'networking-benchmark-secret-0123456789abcdef',
  scenarios: (env.BENCH_SCENARIOS ?? 'supervisors,examiners,similar').split(',').map((s) => s.trim()),
  natsUrl: env.NATS_URL ?? 'nats://127.0.0.1:4222',
};
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What people type into the finders: topics, names, institutions, and FoR codes at every level. */
const SEARCHES = [
  'computational thinking', 'robotics', 'stem', 'teacher education', 'digital literacy', 'augmented reality',
  'learning analytics', 'assessment', 'smith', 'nguyen', 'monash', 'curriculum', 'equity', 'game-based learning',
  'educational technology', 'makerspaces', 'primary mathematics', 'online learning', 'teacher self-efficacy', 'tpack',
]; // prettier-ignore
const CODES = ['39', '3901', '3904', '390405', '390307', '4608', '460804', '5201', '390113', '3903'];

interface Figures {
  scenario: string;
  requests: number;
  throughput: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** CPU milliseconds per request spent by the service process and by its PostgreSQL backends. */
  serviceCpuMs?: number;
  databaseCpuMs?: number;
}

/**
 * CPU time (ms) used so far by the service process and by PostgreSQL backends serving it. On a
 * machine shared with other work, latency depends on what else runs; CPU per request does not.
 */
async function cpuSnapshot(
  servicePid: number | undefined,
): Promise<{ service: number; database: Map<number, number> }> {
  const ticks = (pid: number) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, at 100 Hz
    } catch {
      return NaN;
    }
  };
  const db = openBenchDatabase(settings.databaseUrl);
  try {
    const rows: Array<{ pid: number }> = await db
      .select('pid')
      .from(db.raw('pg_stat_activity'))
      .where({ applicationName: 'networking' });
    return {
      service: servicePid ? ticks(servicePid) : NaN,
      database: new Map(rows.map((r) => [r.pid, ticks(r.pid)])),
    };
  } finally {
    await db.destroy();
  }
}

function cpuSpent(
  before: Awaited<ReturnType<typeof cpuSnapshot>>,
  after: Awaited<ReturnType<typeof cpuSnapshot>>,
): { service: number; database: number } {
  let database = 0;
  for (const [pid, t] of after.database)
    if (Number.isFinite(t)) database += t - (before.database.get(pid) ?? 0);
  return { service: after.service - before.service, database };
}

const round = (x: number) => Math.round(x * 10) / 10;
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function ensureFixture(): Promise<void> {
  await ensureDatabase(settings.databaseUrl);
  const db = openBenchDatabase(settings.databaseUrl);
  const size = await fixtureSize(db)
    .catch(() => null)
    .finally(() => db.destroy());
  const wanted = { researchers: settings.researchers, connections: settings.connections };
  if (
    !settings.rebuild &&
    size &&
    size.researchers === wanted.researchers &&
    size.connections >= wanted.connections
  ) {
    console.log(`fixture: ${size.researchers} researchers, ${size.connections} connections (reused)`);
    return;
  }
  console.log(`fixture: building ${wanted.researchers} researchers and ${wanted.connections} connections...`);
  await buildFixture(settings.databaseUrl, wanted, (s) => console.log(`  ${s}`));
}

async function startService(namespace: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const nodeArgs = env.BENCH_SERVICE_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'services/networking/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: settings.databaseUrl,
      DB_SCHEMA: 'networking',
      EVENT_NAMESPACE: namespace,
      INTERNAL_AUTH_SECRET: settings.secret,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`the service exited with code ${child.exitCode}`);
      return (await fetch(`${url}/readyz`)).ok;
    },
    { timeoutMs: 60_000, intervalMs: 250, what: 'the networking service' },
  );
  return { url, child };
}

/** Signed user contexts for a sample of researchers (valid for the whole run). */
async function signedViewers(count: number): Promise<string[]> {
  const db = openBenchDatabase(settings.databaseUrl);
  try {
    const rows: Array<{ userId: string; email: string | null; name: string }> = await db('researchers')
      .select('userId', 'email', 'name')
      .orderByRaw('md5(user_id::text)')
      .limit(count);
    const ttl = 3600 + settings.duration * 10;
    return Promise.all(
      rows.map((r) => {
        const [firstName, ...rest] = r.name.split(' ');
        return signUserContext(
          {
            userId: r.userId,
            role: 'academic',
            email: r.email,
            firstName: firstName ?? null,
            lastName: rest.join(' '),
          },
          settings.secret,
          ttl,
        );
      }),
    );
  } finally {
    await db.destroy();
  }
}

function finderPath(base: string, random: () => number): string {
  const q = new URLSearchParams({ limit: '10' });
  const r = random();
  if (r < 0.6) q.set('search', SEARCHES[Math.floor(random() * SEARCHES.length)]!);
  if (r >= 0.4) q.append('forCodes', CODES[Math.floor(random() * CODES.length)]!);
  if (r >= 0.85) q.append('forCodes', CODES[Math.floor(random() * CODES.length)]!);
  return `${base}?${q}`;
}

function measure(
  url: string,
  name: string,
  next: () => { path: string; headers: Record<string, string> },
  duration: number,
): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url,
        connections: settings.clients,
        duration,
        timeout: 30,
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, ...next() }) }],
      },
      (err, result) => {
        if (err) return reject(err);
        latencies.sort((a, b) => a - b);
        resolve({
          scenario: name,
          requests: result.requests.total,
          throughput: round(result.requests.total / result.duration),
          p50: round(percentile(latencies, 50)),
          p95: round(percentile(latencies, 95)),
          p99: round(percentile(latencies, 99)),
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, ms) => {
      if (statusCode < 300) latencies.push(ms);
    });
  });
}

async function main(): Promise<void> {
  if (!settings.baseUrl) await ensureFixture();
  console.log(
    `load average before the run: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (${settings.clients} clients)`,
  );
  const namespace = `bench_${Date.now().toString(36)}`;
  const service = settings.baseUrl ? null : await startService(namespace);
  const url = settings.baseUrl ?? service!.url;
  try {
    const viewers = await signedViewers(2000);
    const random = seededRandom(42);
    const viewer = () => ({ 'x-user-context': viewers[Math.floor(random() * viewers.length)]! });
    const scenarios: Record<string, () => { path: string; headers: Record<string, string> }> = {
      supervisors: () => ({ path: finderPath('/api/phd-supervisors', random), headers: {} }),
      // The examiner finder is used signed in: conflicts of interest are worked out per candidate.
      examiners: () => ({ path: finderPath('/api/phd-examiners', random), headers: viewer() }),
      similar: () => ({ path: '/api/academic-connections/similar', headers: viewer() }),
    };
    const results: Figures[] = [];
    for (const name of settings.scenarios) {
      const next = scenarios[name];
      if (!next) throw new Error(`Unknown scenario ${name}`);
      if (settings.warmup > 0) await measure(url, `${name} (warm-up)`, next, settings.warmup);
      const before = await cpuSnapshot(service?.child.pid);
      const figures = await measure(url, name, next, settings.duration);
      const spent = cpuSpent(before, await cpuSnapshot(service?.child.pid));
      if (service) {
        figures.serviceCpuMs = round(spent.service / figures.requests);
        figures.databaseCpuMs = round(spent.database / figures.requests);
      }
      results.push(figures);
      console.log(
        `${name.padEnd(12)} ${String(figures.throughput).padStart(7)} req/s  p50 ${figures.p50} ms  p95 ${figures.p95} ms  p99 ${figures.p99} ms  ` +
          `(${figures.requests} requests, ${figures.non2xx} non-2xx, ${figures.errors} errors; CPU per request: ` +
          `service ${figures.serviceCpuMs ?? '?'} ms, PostgreSQL ${figures.databaseCpuMs ?? '?'} ms; load average ${loadavg()[0]!.toFixed(1)})`,
      );
      // Let requests still queued in the service finish before the next scenario (or the shutdown).
      await new Promise((r) => setTimeout(r, 2000));
    }
    console.table(results);
    const out = path.join(root, 'bench/out');
    mkdirSync(out, { recursive: true });
    const file = path.join(out, `networking-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(
      file,
      JSON.stringify({ settings: { ...settings, secret: undefined, url }, results }, null, 2),
    );
    console.log(`figures written to ${path.relative(root, file)}`);
  } finally {
    if (service) {
      service.child.kill('SIGTERM');
      await new Promise((r) => service.child.once('exit', r));
      const nc = await connect({ servers: settings.natsUrl });
      const jsm = await nc.jetstreamManager();
      for (const s of publishingServices)
        await jsm.streams.delete(streamName(s, namespace)).catch(() => undefined);
      await nc.close();
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
