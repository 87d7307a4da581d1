/**
 * Networking benchmark: p50/p95/p99 latency and throughput of the supervisor finder, the examiner
 * finder and similar-researchers at 32 concurrent clients, on 100,000 researchers and 1,000,000
 * connections (a fixture written straight into a dedicated benchmark database, see fixture.ts),
 * through the gateway: viewers sign in with the real OIDC flow and send their session cookie
 * (gateway-front.ts). BENCH_DIRECT=1 measures the service alone, with signed user contexts.
 *
 * The finder searches are what people type, drawn with the skew of real use (popular topics
 * often, a long tail of names, institutions, partly typed words and FoR codes at every level);
 * the run prints how many distinct searches it sent, since the service keeps the results of
 * repeated searches while no profile changes (services/networking/src/search/finder-cache.ts).
 * The scenario supervisors-changing searches as supervisors does while researchers' profiles
 * change (BENCH_PROFILE_UPDATES per second, each a row of the read model rewritten), so that
 * cached results keep being dropped, as in real use; similar-changing does the same for similar
 * (each change leaves the similarity index's weights and norms to bring up to date).
 *
 *   npx tsx bench/networking/run.ts
 *
 * Settings (environment):
 *   BENCH_DATABASE_URL   benchmark database (created if missing)   postgres://postgres@127.0.0.1:5432/bench_networking
 *   BENCH_RESEARCHERS    researchers in the fixture                 100000
 *   BENCH_CONNECTIONS    connections in the fixture                 1000000
 *   BENCH_REBUILD=1      rebuild the fixture even if its size matches
 *   BENCH_TOPICS         OpenAlex research topics per researcher, about (0: none)   0
 *                        With N > 0 the bench runs on a copy of the fixture, in BENCH_DATABASE_URL's
 *                        database name + "_topics" (bench_networking_topics), in which every researcher
 *                        has about N topics, an OpenAlex author id and their works' OpenAlex authors
 *                        (built once, by copying the plain fixture: nobody may be connected to it).
 *                        The searches sent are the same with or without, so the two compare.
 *   BENCH_CLIENTS        concurrent clients                         32
 *   BENCH_DURATION       seconds per scenario                       20
 *   BENCH_WARMUP         seconds of warm-up per scenario            3
 *   BENCH_DIRECT=1       straight to the service instead of through the gateway
 *   BENCH_VIEWERS        signed-in viewers through the gateway                    200
 *   BENCH_BASE_URL       measure a running service instead of starting one (it must trust BENCH_SECRET)
 *   BENCH_SECRET         the secret user contexts are signed with   (a fixed benchmark secret)
 *   BENCH_SCENARIOS      comma-separated subset: supervisors,examiners,similar,supervisors-changing,
 *                        similar-changing
 *   BENCH_PROFILE_UPDATES  profile changes per second in the -changing scenarios   2
 *   BENCH_SERVICE_NODE_ARGS  node flags for the service, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
 *                        (default: the heap limit docker-compose.yml gives networking, --max-old-space-size=512)
 *   BENCH_GATEWAY_NODE_ARGS  the same for the gateway (default: its heap limits in docker-compose.yml,
 *                        --max-old-space-size=256 --max-semi-space-size=16)
 *
 * By default the script starts the networking service itself, on the benchmark database, as a
 * child process: the load generator and the service then each have their own event loop (in one
 * process, the generator's work would be counted as the service's latency). It prints how long the
 * service took from start to ready (loading its search indexes from the read model) and each
 * process's memory (resident now and at its peak) after the run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { describeMachine, machineFigures } from '../lib/machine';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { connect } from 'nats';
import { streamName, publishingServices } from '@app/contracts/events';
import { loadForCodes } from '@app/contracts/for-codes-data';
import { signUserContext } from '@app/service-kit';
import { freePort, waitFor } from '@app/service-kit/testing';
import {
  adoptResearchers,
  buildFixture,
  buildTopicsFixture,
  DEFAULT_BENCH_DATABASE_URL,
  ensureDatabase,
  fixtureSize,
  openBenchDatabase,
  sampledResearchers,
  seededRandom,
  skewedPicker,
  topicsDatabaseUrl,
  topicsFixtureReady,
} from './fixture';
import { memoryOf, processCpuMs } from '../lib/process-figures';
import { startGatewayFront } from './gateway-front';
import { FOR_GROUPS, INSTITUTIONS, INTERESTS, LAST_NAMES } from './vocabulary';
import { oneMinuteLoad } from '../lib/load';
import { randomItem } from '../lib/random';

const env = process.env;
const topics = Number(env.BENCH_TOPICS ?? 0);
/** The plain fixture's database (with BENCH_TOPICS, the one its copy with topics is made from). */
const plainDatabaseUrl = env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
const settings = {
  databaseUrl: topics > 0 ? topicsDatabaseUrl(plainDatabaseUrl) : plainDatabaseUrl,
  topics,
  researchers: Number(env.BENCH_RESEARCHERS ?? 100_000),
  connections: Number(env.BENCH_CONNECTIONS ?? 1_000_000),
  rebuild: env.BENCH_REBUILD === '1',
  clients: Number(env.BENCH_CLIENTS ?? 32),
  duration: Number(env.BENCH_DURATION ?? 20),
  warmup: Number(env.BENCH_WARMUP ?? 3),
  baseUrl: env.BENCH_BASE_URL,
  direct: env.BENCH_DIRECT === '1',
  viewers: Number(env.BENCH_VIEWERS ?? 200),
  secret: env.BENCH_SECRET ?? 'networking-benchmark-secret-0123456789abcdef',
  scenarios: (env.BENCH_SCENARIOS ?? 'supervisors,examiners,similar,supervisors-changing,similar-changing')
    .split(',')
    .map((s) => s.trim()),
  profileUpdatesPerSecond: Number(env.BENCH_PROFILE_UPDATES ?? 2),
  natsUrl: env.NATS_URL ?? 'nats://127.0.0.1:4222',
};
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Figures {
  scenario: string;
  requests: number;
  throughput: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Finder searches sent in this scenario that no earlier request had sent. */
  distinctSearches?: number;
  /** Researchers whose profile changed during the scenario (the -changing ones). */
  profileUpdates?: number;
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
  const db = openBenchDatabase(settings.databaseUrl);
  try {
    const rows: Array<{ pid: number }> = await db
      .select('pid')
      .from(db.raw('pg_stat_activity'))
      .where({ applicationName: 'networking' });
    return {
      service: servicePid ? processCpuMs(servicePid) : NaN,
      database: new Map(rows.map((r) => [r.pid, processCpuMs(r.pid)])),
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
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function ensureFixture(): Promise<void> {
  await ensureDatabase(plainDatabaseUrl);
  const db = openBenchDatabase(plainDatabaseUrl);
  const size = await fixtureSize(db)
    .catch(() => null)
    .finally(() => db.destroy());
  const wanted = { researchers: settings.researchers, connections: settings.connections };
  let built = false;
  if (
    !settings.rebuild &&
    size &&
    size.researchers === wanted.researchers &&
    size.connections >= wanted.connections
  ) {
    console.log(`fixture: ${size.researchers} researchers, ${size.connections} connections (reused)`);
  } else {
    console.log(
      `fixture: building ${wanted.researchers} researchers and ${wanted.connections} connections...`,
    );
    await buildFixture(plainDatabaseUrl, wanted, (s) => console.log(`  ${s}`));
    built = true;
  }
  if (settings.topics <= 0) return;
  const plainSize = built ? wanted : size!;
  if (!built && (await topicsFixtureReady(settings.databaseUrl, plainSize, settings.topics))) {
    console.log(`fixture with about ${settings.topics} research topics each: reused`);
    return;
  }
  console.log(`fixture: copying it and giving every researcher about ${settings.topics} research topics...`);
  await buildTopicsFixture(plainDatabaseUrl, settings.topics, (s) => console.log(`  ${s}`));
}

async function startService(
  namespace: string,
): Promise<{ url: string; child: ChildProcess; startUpMs: number; firstSearchMs: number }> {
  const port = await freePort();
  const started = performance.now();
  // (As docker-compose.yml runs a replica: the figures are the deployed service's.)
  const nodeArgs = (env.BENCH_SERVICE_NODE_ARGS ?? '--max-old-space-size=512').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'services/networking/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...env,
      NODE_ENV: 'production',
      // Production's checks want the https address people use; nothing here is served to a browser.
      PUBLIC_URL: 'https://localhost',
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
    { timeoutMs: 120_000, intervalMs: 100, what: 'the networking service' },
  );
  const startUpMs = Math.round(performance.now() - started);
  // Ready comes before the search indexes are loaded (they load in the background, and searches
  // wait for them): serving starts when the first search is answered.
  const search = await fetch(`${url}/api/phd-supervisors?search=learning&limit=1`);
  if (!search.ok) throw new Error(`the first search answered ${search.status}`);
  return { url, child, startUpMs, firstSearchMs: Math.round(performance.now() - started) };
}

/** Signed user contexts for a sample of researchers (valid for the whole run). */
async function signedViewers(count: number): Promise<string[]> {
  const db = openBenchDatabase(settings.databaseUrl);
  try {
    const rows: Array<{ userId: string; email: string | null; name: string }> = await sampledResearchers(
      db,
      count,
    ).select('userId', 'email', 'name');
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

/** Finder searches as people make them (see the header); `distinct` counts the different ones sent. */
function finderSearches(random: () => number) {
  const interest = skewedPicker(INTERESTS, random, 0.8);
  const surname = skewedPicker(LAST_NAMES, random, 0.5);
  const institution = skewedPicker(INSTITUTIONS, random, 0.5);
  const group = skewedPicker(FOR_GROUPS, random, 1.1);
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
  const typed = () => {
    const r = random();
    if (r < 0.55) {
      // A topic: its first word or two, sometimes only partly typed ("computat").
      const w = words(interest()).slice(0, 1 + Math.floor(random() * 2));
      if (random() < 0.25)
        w[w.length - 1] = w.at(-1)!.slice(0, Math.max(3, Math.ceil(w.at(-1)!.length * 0.6)));
      return w.join(' ');
    }
    if (r < 0.8) return surname().toLowerCase();
    return words(institution()).filter((w) => !['university', 'of', 'the'].includes(w))[0] ?? 'university';
  };
  const fields = new Map<string, string[]>();
  for (const c of loadForCodes())
    if (c.level === 6) fields.set(c.parentCode!, [...(fields.get(c.parentCode!) ?? []), c.code]);
  const code = () => {
    const g = group();
    const r = random();
    if (r < 0.2) return g.slice(0, 2);
    if (r < 0.8) return g;
    const inGroup = fields.get(g) ?? [g];
    return randomItem(inGroup, random);
  };
  const seen = new Set<string>();
  return {
    next(base: string): string {
      const q = new URLSearchParams({ limit: '10' });
      const r = random();
      if (r < 0.6) q.set('search', typed());
      if (r >= 0.4) q.append('forCodes', code());
      if (r >= 0.85) q.append('forCodes', code());
      const path = `${base}?${q}`;
      seen.add(path);
      return path;
    },
    get distinct() {
      return seen.size;
    },
  };
}

/**
 * Rewrites `perSecond` researchers a second (available supervisors, so the finders' results
 * change) until stopped; stop() resolves with how many were rewritten. Each change toggles the
 * lowest bit of a publication count, so the fixture stays within one of what it was.
 */
function changeProfiles(perSecond: number): { stop: () => Promise<number> } {
  const db = openBenchDatabase(settings.databaseUrl);
  let changed = 0;
  let stopped = false;
  const run = (async () => {
    const ids: string[] = (
      await db('researchers').select('profileId').where({ availableForSupervision: true }).limit(5000)
    ).map((r: { profileId: string }) => r.profileId);
    while (!stopped && perSecond > 0) {
      const id = randomItem(ids);
      await db('researchers')
        .where({ profileId: id })
        .update({ publicationCount: db.raw('publication_count # 1') });
      changed += 1;
      await new Promise((r) => setTimeout(r, 1000 / perSecond));
    }
  })();
  let done: Promise<number> | null = null;
  return {
    stop: () => {
      stopped = true;
      done ??= run.then(() => changed).finally(() => db.destroy());
      return done;
    },
  };
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
  const machine = await machineFigures();
  console.log(describeMachine(machine));
  if (!settings.baseUrl) await ensureFixture();
  console.log(
    `load average before the run: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (${settings.clients} clients)`,
  );
  const namespace = `bench_${Date.now().toString(36)}`;
  const service = settings.baseUrl ? null : await startService(namespace);
  if (service)
    console.log(
      `networking: ready ${service.startUpMs} ms and first search answered ${service.firstSearchMs} ms after it was started`,
    );
  const serviceUrl = settings.baseUrl ?? service!.url;
  const front = settings.direct
    ? null
    : await startGatewayFront({
        networkingPort: Number(new URL(serviceUrl).port),
        namespace,
        secret: settings.secret,
        viewers: settings.viewers,
      });
  const url = front?.url ?? serviceUrl;
  console.log(
    front ? `through the gateway at ${url} (${front.viewers.length} signed-in viewers)` : `direct to ${url}`,
  );
  try {
    let viewers: Array<Record<string, string>>;
    if (front) {
      const db = openBenchDatabase(settings.databaseUrl);
      await adoptResearchers(
        db,
        front.viewers.map((v) => v.userId),
      ).finally(() => db.destroy());
      viewers = front.viewers.map((v) => ({ cookie: v.cookie }));
    } else {
      viewers = (await signedViewers(2000)).map((token) => ({ 'x-user-context': token }));
    }
    const random = seededRandom(42);
    const viewer = () => randomItem(viewers, random);
    const searches = finderSearches(random);
    const scenarios: Record<string, () => { path: string; headers: Record<string, string> }> = {
      supervisors: () => ({ path: searches.next('/api/phd-supervisors'), headers: {} }),
      'supervisors-changing': () => ({ path: searches.next('/api/phd-supervisors'), headers: {} }),
      // The examiner finder is used signed in: conflicts of interest are worked out per candidate.
      examiners: () => ({ path: searches.next('/api/phd-examiners'), headers: viewer() }),
      similar: () => ({ path: '/api/academic-connections/similar', headers: viewer() }),
      'similar-changing': () => ({ path: '/api/academic-connections/similar', headers: viewer() }),
    };
    const results: Figures[] = [];
    for (const name of settings.scenarios) {
      const next = scenarios[name];
      if (!next) throw new Error(`Unknown scenario ${name}`);
      if (settings.warmup > 0) await measure(url, `${name} (warm-up)`, next, settings.warmup);
      const before = await cpuSnapshot(service?.child.pid);
      const distinctBefore = searches.distinct;
      const changes = name.endsWith('-changing') ? changeProfiles(settings.profileUpdatesPerSecond) : null;
      const figures = await measure(url, name, next, settings.duration).finally(() => changes?.stop());
      if (changes) figures.profileUpdates = await changes.stop();
      if (!name.startsWith('similar')) figures.distinctSearches = searches.distinct - distinctBefore;
      const spent = cpuSpent(before, await cpuSnapshot(service?.child.pid));
      if (service) {
        figures.serviceCpuMs = round(spent.service / figures.requests);
        figures.databaseCpuMs = round(spent.database / figures.requests);
      }
      results.push(figures);
      console.log(
        `${name.padEnd(12)} ${String(figures.throughput).padStart(7)} req/s  p50 ${figures.p50} ms  p95 ${figures.p95} ms  p99 ${figures.p99} ms  ` +
          `(${figures.requests} requests, ${figures.non2xx} non-2xx, ${figures.errors} errors; CPU per request: ` +
          `service ${figures.serviceCpuMs ?? '?'} ms, PostgreSQL ${figures.databaseCpuMs ?? '?'} ms; load average ${oneMinuteLoad().toFixed(1)}` +
          `${figures.distinctSearches ? `; ${figures.distinctSearches} new distinct searches` : ''}` +
          `${figures.profileUpdates ? `; ${figures.profileUpdates} profiles changed` : ''})`,
      );
      // Let requests still queued in the service finish before the next scenario (or the shutdown).
      await new Promise((r) => setTimeout(r, 2000));
    }
    console.table(results);
    const memory = Object.fromEntries(
      Object.entries({ networking: service?.child.pid, ...front?.pids }).map(([name, pid]) => [
        name,
        memoryOf(pid),
      ]),
    );
    console.log('memory after the run (MB):');
    console.table(memory);
    const out = path.join(root, 'bench/out');
    mkdirSync(out, { recursive: true });
    const file = path.join(out, `networking-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(
      file,
      JSON.stringify(
        {
          settings: { ...settings, secret: undefined, url, throughGateway: Boolean(front) },
          machine,
          loadAverage: loadavg(),
          startUpMs: service?.startUpMs,
          firstSearchMs: service?.firstSearchMs,
          memory,
          results,
        },
        null,
        2,
      ),
    );
    console.log(`figures written to ${path.relative(root, file)}`);
  } finally {
    await front?.stop();
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
