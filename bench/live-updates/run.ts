/**
 * Issue 43's bench row: N open live-update streams on one gateway replica, memory per stream (of
 * the gateway and of the live-updates service), and the time from a published event to the
 * message read off a stream at RATE events a second.
 *
 * Starts identity, live updates and one gateway, each as its own process (`src/main.ts`, as
 * `npm start` would), with their own database, event namespace and Redis prefix. Then:
 *  - N people: each made in identity by the gateway's own sign-in call (`oidcLogin`, internal), and
 *    given a session written into Redis by the gateway's own `SessionStore`, with the gateway's
 *    signed cookie: what the OpenID Connect sign-in leaves behind, without N sign-ins through the
 *    dev provider (the gateway bench times those);
 *  - opens one stream per person, `GET /api/events/stream` with the cookie, from this process, 100
 *    at a time, and reads both services' own metrics (resident memory, V8 heap used) before and
 *    after: no forced garbage collection, so the heap figures include garbage not yet collected;
 *  - publishes `networking.connection.requested` between two of those people at RATE a second for
 *    SECONDS on JetStream (as networking's relay does), and times every `request.created` message
 *    (both parties get one) from its publication to the moment this process reads it.
 *
 * Run: `npx tsx bench/live-updates/run.ts [N=5000] [RATE=200] [SECONDS=10]`.
 * BENCH_THROUGH=gateway (default) or direct: straight to the live-updates service with a signed user
 * context, no gateway and no identity (the service-side half alone).
 * BENCH_GATEWAY_NODE_ARGS: the gateway's Node flags; by default those compose gives it
 * (`--max-old-space-size=256 --max-semi-space-size=16`).
 *
 * Settings for the bench: LIVE_STREAMS_MAX (live updates' per-replica bound, default 10,000) is set
 * to N + 10; the gateway's rate limit (600 requests a minute per person) is left as it is, since
 * each person opens one stream. The gateway has no bound of its own beyond live updates'.
 * Open files: this process holds N sockets, the gateway 2N, live updates N; the bench stops at once
 * when the open-files limit (`ulimit -n`, inherited by the services) is too low for that.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { Agent, request, type IncomingMessage } from 'node:http';
import { loadavg } from 'node:os';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { connect } from 'nats';
import { identityInternalRoutes } from '@app/contracts/identity/http';
import { subjectFor } from '@app/contracts/events';
import { InternalClient, natsServers, signUserContext } from '@app/service-kit';
import {
  TEST_SECRET,
  createTestDatabase,
  deleteStreams,
  freePort,
  publishEvent,
  testConnectionEvent,
  testEnv,
  testUrls,
  testUser,
  uniqueName,
  waitFor,
} from '@app/service-kit/testing';
import { RememberingSigner } from '../../services/gateway/src/session/cookie-signer';
import { SessionStore } from '../../services/gateway/src/session/session-store';
import { describeMachine, machineFigures } from '../lib/machine';

const count = Number(process.argv[2] ?? 5000);
const rate = Number(process.argv[3] ?? 200);
const seconds = Number(process.argv[4] ?? 10);
const through = process.env.BENCH_THROUGH ?? 'gateway';
if (through !== 'gateway' && through !== 'direct') throw new Error('BENCH_THROUGH: gateway or direct');
const viaGateway = through === 'gateway';
const gatewayArgs = (
  process.env.BENCH_GATEWAY_NODE_ARGS ?? '--max-old-space-size=256 --max-semi-space-size=16'
)
  .split(' ')
  .filter(Boolean);
const SESSION_SECRET = 'bench-live-session-secret-0123456789abcdefgh';
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

// ---- open files ----
const openFilesLimit = Number(
  /^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1],
);
const openFilesNeeded = (viaGateway ? 2 * count : count) + 1000;
console.log(
  `open-files limit ${openFilesLimit} (ulimit -n, inherited by the services); needed ~${openFilesNeeded}`,
);
if (openFilesLimit < openFilesNeeded) {
  console.error(
    `Raise it first (e.g. \`ulimit -n ${openFilesNeeded}\` in this shell), or open fewer streams.`,
  );
  process.exit(1);
}

console.log(describeMachine(await machineFigures()));
console.log(`load average before: ${load()}`);

const db = await createTestDatabase();
const ns = uniqueName('lubench');
const children: ChildProcess[] = [];

/** One service as its own process, as `npm start` runs it; resolves when it answers /readyz. */
async function start(
  dir: string,
  settings: Record<string, string>,
  { nodeArgs = [] as string[], port = 0 } = {},
) {
  port ||= await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: new URL(`../../services/${dir}/`, import.meta.url).pathname,
    env: {
      ...process.env,
      ...testEnv(db, ns, { PORT: String(port), LOG_LEVEL: 'warn', ...settings }),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  let last = 'no answer';
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`${dir} exited (${child.exitCode})`);
      const res = await fetch(`${url}/readyz`).catch(() => null);
      if (res) last = `${res.status} ${await res.text()}`;
      return res?.ok === true;
    },
    { timeoutMs: 90_000, what: dir },
  ).catch((err: Error) => {
    throw new Error(`${err.message}; /readyz: ${last}`);
  });
  return { url, child };
}

/** A process's own Prometheus figures: resident memory and V8 heap used, in bytes. */
async function memory(metricsUrl: string): Promise<{ rss: number; heap: number }> {
  const text = await (await fetch(metricsUrl)).text();
  const read = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1]);
  return { rss: read('process_resident_memory_bytes'), heap: read('nodejs_heap_size_used_bytes') };
}

/** How many files (sockets included) a process holds open. */
const openFiles = (pid: number | undefined) => (pid ? readdirSync(`/proc/${pid}/fd`).length : NaN);
const mb = (bytes: number) => +(bytes / 2 ** 20).toFixed(1);
const perStreamKb = (before: number, after: number) => +((after - before) / count / 1024).toFixed(1);

try {
  const live = await start('live-updates', { LIVE_STREAMS_MAX: String(count + 10) });
  let identity: Awaited<ReturnType<typeof start>> | undefined;
  let gateway: Awaited<ReturnType<typeof start>> | undefined;
  let gatewayMetrics = '';
  if (viaGateway) {
    identity = await start('identity', {});
    const metricsPort = await freePort();
    gatewayMetrics = `http://127.0.0.1:${metricsPort}/metrics`;
    const gatewayPort = await freePort();
    gateway = await start(
      'gateway',
      {
        METRICS_PORT: String(metricsPort),
        // (Every stream this bench closes at its end would be a warning.)
        LOG_LEVEL: 'error',
        PUBLIC_URL: `http://127.0.0.1:${gatewayPort}`,
        SESSION_SECRET,
        IDENTITY_URL: identity.url,
        LIVE_UPDATES_URL: live.url,
      },
      { nodeArgs: gatewayArgs, port: gatewayPort },
    );
  }
  const base = gateway?.url ?? live.url;

  // ---- the people, and what each stream request carries ----
  const people: string[] = [];
  const headersOf: Array<Record<string, string>> = [];
  if (viaGateway) {
    const client = new InternalClient({
      from: 'gateway',
      baseUrl: identity!.url,
      secret: TEST_SECRET,
      timeoutMs: 30_000,
    });
    const redis = new Redis(testUrls.redis, { keyPrefix: `${ns}:` });
    const store = new SessionStore(redis, 8 * 3600);
    const signer = new RememberingSigner(SESSION_SECRET);
    const made = Date.now();
    for (let i = 0; i < count; i += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, count - i) }, async (_, j) => {
          const n = i + j;
          const user = await client.call(identityInternalRoutes.oidcLogin, {
            body: {
              issuer: 'https://bench.example.edu',
              subject: `bench-live-${n}`,
              email: `bench.live.${n}@example.edu`,
              emailVerified: false,
              firstName: 'Bench',
              lastName: `Person ${n}`,
              orcidId: null,
              ipAddress: null,
              userAgent: null,
            },
          });
          const now = Date.now();
          const sessionId = await store.write(null, { userId: user.id, signedInAt: now, lastSeenAt: now });
          people[n] = user.id;
          // (The cookie's name over plain http: sessionCookieName.)
          headersOf[n] = { cookie: `rc.sid=${encodeURIComponent(signer.sign(sessionId))}` };
        }),
      );
    }
    redis.disconnect();
    console.log(`${count} people and sessions made in ${((Date.now() - made) / 1000).toFixed(1)} s`);
  } else {
    for (let n = 0; n < count; n++) {
      const user = testUser();
      people[n] = user.userId;
      headersOf[n] = { 'x-user-context': await signUserContext(user, TEST_SECRET, 3600) };
    }
  }

  // ---- memory before: after start-up has settled ----
  await new Promise((r) => setTimeout(r, 3000));
  const liveBefore = await memory(`${live.url}/metrics`);
  const gatewayBefore = viaGateway ? await memory(gatewayMetrics) : null;

  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const responses: IncomingMessage[] = [];
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const opened = Date.now();
  for (let i = 0; i < count; i += 100) {
    await Promise.all(
      Array.from(
        { length: Math.min(100, count - i) },
        (_, j) =>
          new Promise<void>((resolve, reject) => {
            const req = request(`${base}/api/events/stream`, { agent, headers: headersOf[i + j] }, (res) => {
              if (res.statusCode !== 200) {
                reject(new Error(`stream ${i + j}: status ${res.statusCode}`));
                return;
              }
              responses.push(res);
              res.setEncoding('utf8');
              let pending = '';
              res.once('data', () => resolve());
              res.on('data', (chunk: string) => {
                const at = Date.now();
                pending += chunk;
                const end = pending.lastIndexOf('\n\n');
                if (end < 0) return;
                const complete = pending.slice(0, end);
                pending = pending.slice(end + 2);
                for (const m of complete.matchAll(/"kind":"request\.created","connectionId":"([^"]+)"/g)) {
                  const t = sentAt.get(m[1]!);
                  if (t !== undefined) latencies.push(at - t);
                }
              });
            });
            req.setTimeout(60_000, () => req.destroy(new Error(`stream ${i + j}: no answer in 60 s`)));
            req.on('error', reject);
            req.end();
          }),
      ),
    );
  }
  const openSeconds = (Date.now() - opened) / 1000;
  await new Promise((r) => setTimeout(r, 5000));
  const liveAfter = await memory(`${live.url}/metrics`);
  const gatewayAfter = viaGateway ? await memory(gatewayMetrics) : null;
  const openAtService = Number(
    /^live_streams_open(?:\{[^}]*\})? (\S+)$/m.exec(await (await fetch(`${live.url}/metrics`)).text())?.[1],
  );
  const rowOf = (before: { rss: number; heap: number }, after: { rss: number; heap: number }) => ({
    rssBeforeMB: mb(before.rss),
    rssAfterMB: mb(after.rss),
    rssPerStreamKB: perStreamKb(before.rss, after.rss),
    heapBeforeMB: mb(before.heap),
    heapAfterMB: mb(after.heap),
    heapPerStreamKB: perStreamKb(before.heap, after.heap),
  });
  console.log(
    JSON.stringify(
      {
        through,
        streams: count,
        openAtService,
        openedInSeconds: +openSeconds.toFixed(1),
        openFiles: {
          liveUpdates: openFiles(live.child.pid),
          ...(gateway && { gateway: openFiles(gateway.child.pid) }),
        },
        liveUpdates: rowOf(liveBefore, liveAfter),
        ...(gatewayBefore && gatewayAfter && { gateway: rowOf(gatewayBefore, gatewayAfter) }),
        loadAverage: load(),
      },
      null,
      2,
    ),
  );

  // ---- requests between the people holding streams, at `rate` a second ----
  const nc = await connect(natsServers(testUrls.nats));
  const party = (userId: string) => ({
    userId,
    profileId: userId,
    name: 'Someone',
    email: 'someone@example.edu',
  });
  const type = 'networking.connection.requested' as const;
  // One through the kit first: it makes sure the stream exists.
  await publishEvent(ns, type, testConnectionEvent(party(people[0]!), party(people[1]!)), { nc });
  const js = nc.jetstream();
  const total = rate * seconds;
  const started = Date.now();
  for (let i = 0; i < total; i++) {
    const wait = started + (i * 1000) / rate - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const from = Math.floor(Math.random() * people.length);
    const to = (from + 1 + Math.floor(Math.random() * (people.length - 1))) % people.length;
    const event = testConnectionEvent(party(people[from]!), party(people[to]!));
    sentAt.set(event.connectionId, Date.now());
    // As networking's relay publishes: one JetStream publish.
    const envelope = {
      id: randomUUID(),
      type,
      occurredAt: new Date().toISOString(),
      version: 1,
      data: event,
    };
    void js.publish(subjectFor(type, ns), JSON.stringify(envelope));
  }
  const publishedIn = (Date.now() - started) / 1000;
  const expected = 2 * total; // both parties
  await waitFor(() => latencies.length >= expected, { timeoutMs: 30_000, what: 'every message' }).catch(
    () => undefined,
  );
  await nc.close();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  const liveEnd = await memory(`${live.url}/metrics`);
  const gatewayEnd = viaGateway ? await memory(gatewayMetrics) : null;
  console.log(
    JSON.stringify(
      {
        through,
        events: total,
        rate,
        publishedInSeconds: +publishedIn.toFixed(1),
        messagesExpected: expected,
        messagesReceived: latencies.length,
        p50ms: pct(50),
        p99ms: pct(99),
        maxMs: latencies.at(-1),
        rssAfterEventsMB: {
          liveUpdates: mb(liveEnd.rss),
          ...(gatewayEnd && { gateway: mb(gatewayEnd.rss) }),
        },
        loadAverage: load(),
      },
      null,
      2,
    ),
  );
  for (const res of responses) res.destroy();
  agent.destroy();
} finally {
  for (const child of children.reverse()) {
    if (child.exitCode !== null) continue;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  await db.drop();
  await deleteStreams(ns);
}
