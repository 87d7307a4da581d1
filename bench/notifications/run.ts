/**
 * Notifications benchmark: from the publish of `networking.connection.requested` to the
 * notification row, on this machine.
 *
 *   npx tsx bench/notifications/run.ts
 *
 * The service runs in-process on a benchmark database, NATS namespace and Redis prefix (all
 * removed afterwards), its mail going to a local SMTP sink. Events are published at a fixed rate;
 * a trigger on the notifications table NOTIFYs the bench when each row commits, so the latency is
 * publish -> row visible to readers. Then other rates are tried to find the highest one the
 * service sustains (keeps up with: every row, p99 under BENCH_SUSTAIN_P99_MS, no backlog at the
 * end): higher ones if the main run was sustained, lower ones if it was not. Each run starts once
 * the previous one's backlog has cleared.
 *
 * Knobs (environment):
 *   BENCH_RATE=500            events per second of the main run
 *   BENCH_DURATION_S=60       length of the main run
 *   BENCH_STEPS=750,1000,...  higher rates tried after a sustained main run ('' skips)
 *   BENCH_DOWN_STEPS=375,...  lower rates tried after a main run that was not (default 75%, 50%,
 *                             35%, 25%, 15%, 10% of BENCH_RATE; '' skips)
 *   BENCH_STEP_S=15           length of each of those runs
 *   BENCH_SUSTAIN_P99_MS=500  the p99 a sustained rate must stay under
 *   BENCH_MAIL=on|off         run the mail worker too (on: every request is also emailed)
 *   BENCH_CONCURRENCY, BENCH_APPLY_BATCH, BENCH_DB_POOL   the service's CONSUMER_CONCURRENCY,
 *                             CONSUMER_APPLY_BATCH and DB_POOL_MAX
 *   BENCH_USERS=2000          how many distinct researchers the events are between
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { Redis } from 'ioredis';
import { SMTPServer } from 'smtp-server';
import {
  createTestDatabase,
  deleteStreams,
  first,
  freePort,
  testEnv,
  testUrls,
  uniqueName,
} from '@app/service-kit/testing';
import { repoRoot } from '../../scripts/lib/system';
import { buildApp, loadNotificationsConfig } from '@app/notifications';
import type { PublisherInput, PublisherMessage } from './publisher';
import { oneMinuteLoad } from '../lib/load';

const env = process.env;
const num = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
const RATE = num('BENCH_RATE', 500);
const DURATION_S = num('BENCH_DURATION_S', 60);
const STEP_S = num('BENCH_STEP_S', 15);
const STEPS = (env.BENCH_STEPS ?? '750,1000,1500,2000,3000,4000')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => n > 0);
const DOWN_STEPS = (
  env.BENCH_DOWN_STEPS ?? [0.75, 0.5, 0.35, 0.25, 0.15, 0.1].map((f) => Math.round(RATE * f)).join(',')
)
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => n > 0);
const SUSTAIN_P99_MS = num('BENCH_SUSTAIN_P99_MS', 500);
const MAIL = (env.BENCH_MAIL ?? 'on') !== 'off';
const USERS = num('BENCH_USERS', 2000);
const DRAIN_TIMEOUT_MS = 30_000;
const BACKLOG_TIMEOUT_MS = 180_000;

const now = () => performance.timeOrigin + performance.now();

/** Publish time of each connection id (from the publisher thread), and when its row committed. */
const sentAt = new Map<string, number>();
const seenAt = new Map<string, number>();

/** The publisher thread: publishes at a rate and reports what it sent and when. */
class Publisher {
  private readonly worker: Worker;
  private done: ((m: Extract<PublisherMessage, { kind: 'done' }>) => void) | null = null;

  constructor(input: PublisherInput) {
    this.worker = new Worker(new URL('./publisher-thread.mjs', import.meta.url), { workerData: input });
    this.worker.on('message', (m: PublisherMessage) => {
      if (m.kind === 'sent') for (const [id, at] of m.batch) sentAt.set(id, at);
      else this.done?.(m);
    });
  }

  /** Publishes for `seconds`; resolves with the ids sent (in order) and when publishing ended. */
  async publish(rate: number, seconds: number) {
    const before = new Set(sentAt.keys());
    const result = await new Promise<Extract<PublisherMessage, { kind: 'done' }>>((resolve) => {
      this.done = resolve;
      this.worker.postMessage({ rate, seconds });
    });
    const ids = [...sentAt.keys()].filter((id) => !before.has(id));
    return { ids, failures: result.failures, endedAt: result.endedAt };
  }

  async stop() {
    this.worker.postMessage('stop');
    await new Promise((resolve) => this.worker.once('exit', resolve));
  }
}

/** CPU ms used so far by the PostgreSQL backends serving the benchmark database (Linux /proc). */
async function databaseCpuMs(admin: pg.Client, database: string): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [
    database,
  ]);
  const ticksPerMs = 100 / 1000; // USER_HZ
  const out = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const [, afterName = ''] = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ');
      const fields = afterName.split(' ');
      out.set(pid, (Number(fields[11]) + Number(fields[12])) / ticksPerMs);
    } catch {
      // not on this machine, or gone
    }
  }
  return out;
}

const cpuDelta = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

/** Waits until every event published so far has its row, so that runs do not overlap. */
async function backlogCleared(): Promise<boolean> {
  const deadline = Date.now() + BACKLOG_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if ([...sentAt.keys()].every((id) => seenAt.has(id))) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

interface RunResult {
  rate: number;
  seconds: number;
  published: number;
  rows: number;
  achieved: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  drainMs: number;
  /** How busy the service's thread was (event-loop utilisation), and the machine's 1-min load. */
  elu: number;
  /** CPU time this process (service and publisher thread) spent per event. */
  cpuMsPerEvent: number;
  /** CPU time the database backends spent per event (null where /proc is not readable). */
  dbCpuMsPerEvent: number | null;
  load: number;
  sustained: boolean;
}

async function run(
  publisher: Publisher,
  rate: number,
  seconds: number,
  db: { admin: pg.Client; name: string },
): Promise<RunResult> {
  const dbCpu0 = await databaseCpuMs(db.admin, db.name);
  const elu0 = performance.eventLoopUtilization();
  const cpu0 = process.cpuUsage();
  const { ids, failures, endedAt } = await publisher.publish(rate, seconds);
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  while (ids.some((id) => !seenAt.has(id)) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 20));
  const latencies = ids
    .filter((id) => seenAt.has(id))
    .map((id) => seenAt.get(id)! - sentAt.get(id)!)
    .sort((a, b) => a - b);
  const lastSeen = Math.max(...ids.map((id) => seenAt.get(id) ?? 0));
  const firstSent = sentAt.get(first(ids))!;
  const rows = latencies.length;
  const dbCpu = cpuDelta(dbCpu0, await databaseCpuMs(db.admin, db.name));
  const drainMs = Math.max(0, lastSeen - endedAt);
  const result: RunResult = {
    rate,
    seconds,
    published: ids.length - failures,
    rows,
    achieved: rows / ((lastSeen - firstSent) / 1000),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    drainMs,
    elu: performance.eventLoopUtilization(elu0).utilization,
    cpuMsPerEvent: (() => {
      const c = process.cpuUsage(cpu0);
      return (c.user + c.system) / 1000 / Math.max(1, rows);
    })(),
    dbCpuMsPerEvent: dbCpu > 0 ? dbCpu / Math.max(1, rows) : null,
    load: oneMinuteLoad(),
    sustained: false,
  };
  result.sustained = rows === ids.length && failures === 0 && result.p99 < SUSTAIN_P99_MS && drainMs < 2000;
  return result;
}

/** A mail server that accepts and counts (parsing mail is not the service's cost). */
async function startSmtpSink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    closeTimeout: 500,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

function table(results: RunResult[]): string {
  const head = [
    'rate/s',
    'secs',
    'published',
    'rows',
    'achieved/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'max ms',
    'drain ms',
    'svc busy',
    'cpu/event',
    'db cpu/event',
    'load',
    'sustained',
  ];
  const rows = results.map((r) => [
    String(r.rate),
    String(r.seconds),
    String(r.published),
    String(r.rows),
    fmt(r.achieved, 0),
    fmt(r.p50),
    fmt(r.p95),
    fmt(r.p99),
    fmt(r.max),
    fmt(r.drainMs, 0),
    `${fmt(r.elu * 100, 0)}%`,
    `${fmt(r.cpuMsPerEvent, 2)} ms`,
    r.dbCpuMsPerEvent === null ? '-' : `${fmt(r.dbCpuMsPerEvent, 2)} ms`,
    fmt(r.load, 1),
    r.sustained ? 'yes' : 'no',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i] ?? 0)).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

async function main() {
  const db = await createTestDatabase();
  const ns = uniqueName('bench');
  const smtp = await startSmtpSink();
  const config = loadNotificationsConfig(
    testEnv(db, ns, {
      LOG_LEVEL: 'silent',
      SMTP_URL: smtp.url,
      MAIL_WORKER_ENABLED: MAIL ? 'true' : 'false',
      MAIL_SWEEP_MS: '600000',
      ...(env.BENCH_DB_POOL ? { DB_POOL_MAX: env.BENCH_DB_POOL } : { DB_POOL_MAX: '10' }),
      ...(env.BENCH_CONCURRENCY ? { CONSUMER_CONCURRENCY: env.BENCH_CONCURRENCY } : {}),
      ...(env.BENCH_APPLY_BATCH ? { CONSUMER_APPLY_BATCH: env.BENCH_APPLY_BATCH } : {}),
    }),
  );
  const app = await buildApp(config);
  await app.ready();

  // Told when each row commits: NOTIFY is delivered at commit.
  const listener = new pg.Client({ connectionString: db.url });
  await listener.connect();
  await listener.query(`
    CREATE FUNCTION notifications.bench_row_committed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_notify('bench_rows', NEW.related_connection_id::text); RETURN NEW; END $$;
    CREATE TRIGGER bench_row_committed AFTER INSERT ON notifications.notifications
      FOR EACH ROW EXECUTE FUNCTION notifications.bench_row_committed();`);
  listener.on('notification', (n) => {
    if (n.payload && !seenAt.has(n.payload)) seenAt.set(n.payload, now());
  });
  await listener.query('LISTEN bench_rows');

  const target = { admin: listener, name: db.name };
  const publisher = new Publisher({ natsUrl: testUrls.nats, namespace: ns, users: USERS });
  const results: RunResult[] = [];
  try {
    console.log(
      `notifications bench: mail ${MAIL ? 'on' : 'off'}, consumer concurrency ${config.CONSUMER_CONCURRENCY}, ` +
        `batches of up to ${config.CONSUMER_APPLY_BATCH}, ` +
        `db pool ${config.DB_POOL_MAX}, ${USERS} researchers, load before start ${fmt(oneMinuteLoad())}`,
    );
    await run(publisher, Math.min(RATE, 200), 3, target); // warm-up, not reported
    console.log(`main run: ${RATE}/s for ${DURATION_S} s ...`);
    const main = await run(publisher, RATE, DURATION_S, target);
    results.push(main);
    // Up from a sustained main run until a rate is not; down from an unsustained one until one is.
    const next = main.sustained ? STEPS.filter((r) => r > RATE) : DOWN_STEPS.filter((r) => r < RATE);
    for (const rate of next) {
      if (!(await backlogCleared())) {
        console.log(`the backlog did not clear within ${BACKLOG_TIMEOUT_MS / 1000} s; stopping`);
        break;
      }
      console.log(`step: ${rate}/s for ${STEP_S} s ...`);
      const r = await run(publisher, rate, STEP_S, target);
      results.push(r);
      if (r.sustained !== main.sustained) break;
    }
    console.log('');
    console.log(table(results));
    const best = results.filter((r) => r.sustained).sort((a, b) => b.rate - a.rate)[0];
    console.log('');
    console.log(
      best
        ? `highest sustained rate: ${best.rate} events/s (p99 ${fmt(best.p99)} ms)`
        : 'no rate tried was sustained',
    );
    console.log(
      `target (p99 < 100 ms at ${RATE}/s): ${main.p99 < 100 ? 'met' : 'NOT met'} (p99 ${fmt(main.p99)} ms)`,
    );
    if (MAIL) console.log(`emails handed to SMTP during the bench: ${smtp.received()}`);
    const outDir = path.join(repoRoot, 'bench/out');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(
      path.join(outDir, 'notifications.json'),
      JSON.stringify(
        { rate: RATE, durationSeconds: DURATION_S, mail: MAIL, main, best: best ?? null, results },
        null,
        2,
      ),
    );
  } finally {
    await publisher.stop();
    await listener.end();
    // Closing waits for in-flight work, which can outlast Fastify's hook timeout after an overload.
    await app.close().catch((err: Error) => console.error(`closing the service: ${err.message}`));
    await smtp.close();
    await db.drop();
    await deleteStreams(ns);
    const redis = new Redis(testUrls.redis);
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${ns}:*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    redis.disconnect();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
