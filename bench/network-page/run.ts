/**
 * The network page's answers at national scale: the networking service on the benchmark fixture
 * (100,000 researchers, 1,000,000 connections: bench/networking/fixture.ts, built if missing), asked
 * what the page asks. Prints, per call, the bytes of the answer (as sent, and gzip-compressed as the
 * gateway sends JSON to a browser that accepts it) and the server time (p50/p95 over repeated calls,
 * one at a time, straight to the service with a signed user context):
 *   - the default view (the 2,000 best-connected researchers and the edges among them) and the
 *     whole network's statistics;
 *   - searches anywhere in the network (names, institutions, research areas, partly typed);
 *   - "Show their network" at depth 2 for well-connected researchers;
 *   - the read model's recount (every researcher's links, after a change), which the service runs in
 *     the background when the graph has changed (every 30 s at most as deployed).
 *
 *   npx tsx bench/network-page/run.ts
 *
 * Settings: BENCH_DATABASE_URL (as bench/networking), BENCH_REPEAT (calls per figure, 30).
 */
import { gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import { signUserContext } from '@app/service-kit';
import { waitFor } from '@app/service-kit/testing';
import {
  buildFixture,
  DEFAULT_BENCH_DATABASE_URL,
  ensureDatabase,
  fixtureSize,
  openBenchDatabase,
  sampledResearchers,
} from '../networking/fixture';
import { INSTITUTIONS, INTERESTS, LAST_NAMES } from '../networking/vocabulary';
import { describeMachine, machineFigures } from '../lib/machine';
import { percentile } from '../lib/load';
import { memoryOf } from '../lib/process-figures';
import { startNetworkingService } from './service';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
const repeat = Number(process.env.BENCH_REPEAT ?? 30);
const secret = 'bench-network-page-secret-0123456789abcdef';
const wanted = { researchers: 100_000, connections: 1_000_000 };

async function ensureFixture(): Promise<void> {
  await ensureDatabase(databaseUrl);
  const db = openBenchDatabase(databaseUrl);
  const size = await fixtureSize(db)
    .catch(() => null)
    .finally(() => db.destroy());
  if (size && size.researchers === wanted.researchers && size.connections >= wanted.connections) return;
  console.log('fixture: building (about ten minutes)...');
  await buildFixture(databaseUrl, wanted, (s) => console.log(`  ${s}`));
}

interface Answer {
  ms: number;
  bytes: number;
  gzipBytes: number;
  body: unknown;
}

async function ask(url: string, token: string): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(url, { headers: { 'x-user-context': token } });
  const text = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 200)}`);
  return { ms, bytes: Buffer.byteLength(text), gzipBytes: gzipSync(text).length, body: JSON.parse(text) };
}

const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
const fmt = (ms: number) => ms.toFixed(1);

function row(name: string, answers: Answer[]): void {
  const times = answers.map((a) => a.ms).sort((x, y) => x - y);
  const bytes = answers.map((a) => a.bytes).sort((x, y) => x - y);
  const gz = answers.map((a) => a.gzipBytes).sort((x, y) => x - y);
  console.log(
    `${name.padEnd(44)} p50 ${fmt(percentile(times, 50)).padStart(7)} ms  p95 ${fmt(percentile(times, 95)).padStart(7)} ms  ` +
      `answer ${kb(percentile(bytes, 50)).padStart(10)} (gzip ${kb(percentile(gz, 50))})`,
  );
}

async function main(): Promise<void> {
  console.log(describeMachine(await machineFigures()));
  console.log(`load before: ${loadavg()[0]!.toFixed(2)}`);
  await ensureFixture();
  const db = openBenchDatabase(databaseUrl);
  const viewers = await sampledResearchers(db, 1).select('userId', 'email', 'name');
  await db.destroy();
  const viewer = viewers[0]!;
  const token = await signUserContext(
    { userId: viewer.userId, role: 'academic', email: viewer.email, firstName: viewer.name, lastName: '' },
    secret,
    3600,
  );
  const countDb = openBenchDatabase(databaseUrl);
  await countDb.raw(`SELECT nextval('network_changes')`).catch(() => undefined); // a change to count
  const started = performance.now();
  const { url, child } = await startNetworkingService(databaseUrl, secret);
  console.log(`service ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  try {
    const api = `${url}/api/researchers/network`;
    const times = async (n: number, f: (i: number) => Promise<Answer>) => {
      const out: Answer[] = [];
      for (let i = 0; i < n; i++) out.push(await f(i));
      return out;
    };
    // The service counts every researcher's links once it starts; the page's order needs them.
    const first = await recount(countDb, false);
    console.log(`first count of the links: ${fmt(first)} ms`);
    await ask(api, token); // warm the pool and the plans
    const nodes = await times(repeat, () => ask(api, token));
    const edges = await times(repeat, () => ask(`${api}/connections`, token));
    const stats = await times(repeat, () => ask(`${api}/statistics`, token));
    const shown = nodes[0]!.body as Array<{ id: string; connections: { total: number } }>;
    const statistics = stats[0]!.body as { researchers: number; connections: number };
    console.log(
      `default view: ${shown.length} of ${statistics.researchers} researchers, ` +
        `${(edges[0]!.body as unknown[]).length} of ${statistics.connections} connections`,
    );
    row('default view: nodes', nodes);
    row('default view: edges', edges);
    const both = nodes.map((n, i) => ({
      ms: n.ms + edges[i]!.ms,
      bytes: n.bytes + edges[i]!.bytes,
      gzipBytes: n.gzipBytes + edges[i]!.gzipBytes,
      body: null,
    }));
    row('default view: nodes + edges', both);
    row('whole-network statistics', stats);

    const words = [
      ...LAST_NAMES.slice(0, 10).map((w) => w.toLowerCase()),
      ...INSTITUTIONS.slice(0, 10).map((w) => w.split(' ').at(-1)!.toLowerCase()),
      ...INTERESTS.slice(0, 10).map((w) => w.toLowerCase().slice(0, 8)),
    ];
    const searches = await times(Math.max(repeat, words.length), (i) =>
      ask(`${api}?search=${encodeURIComponent(words[i % words.length]!)}`, token),
    );
    row('search anywhere (nodes)', searches);
    const searchEdges = await times(Math.max(repeat, words.length), (i) =>
      ask(`${api}/connections?search=${encodeURIComponent(words[i % words.length]!)}`, token),
    );
    row('search anywhere (edges)', searchEdges);

    const hubs = shown.slice(0, 50);
    const focus = await times(repeat, (i) => ask(`${api}?focus=${hubs[i % hubs.length]!.id}&depth=2`, token));
    row('show their network, depth 2 (nodes)', focus);
    const focusEdges = await times(repeat, (i) =>
      ask(`${api}/connections?focus=${hubs[i % hubs.length]!.id}&depth=2`, token),
    );
    row('show their network, depth 2 (edges)', focusEdges);

    const recounts: number[] = [];
    for (let i = 0; i < 3; i++) recounts.push(await recount(countDb));
    console.log(`read model recount (every researcher's links): ${recounts.map(fmt).join(', ')} ms`);
    const mem = memoryOf(child.pid);
    console.log(
      `networking RSS ${mem.rssMb} MB (peak ${mem.peakRssMb} MB); load after: ${loadavg()[0]!.toFixed(2)}`,
    );
  } finally {
    child.kill('SIGTERM');
    await countDb.destroy();
  }
}

/** Marks the graph changed (unless told not to) and waits for the service to count it again: ms. */
async function recount(db: ReturnType<typeof openBenchDatabase>, change = true): Promise<number> {
  const started = performance.now();
  if (change) await db.raw(`SELECT nextval('network_changes')`);
  const due = Number((await db.raw(`SELECT last_value FROM network_changes`)).rows[0].lastValue);
  await waitFor(
    async () => Number((await db.raw('SELECT changes_seen FROM network_counts')).rows[0].changesSeen) >= due,
    { timeoutMs: 300_000, intervalMs: 50, what: 'the links to be counted' },
  );
  return performance.now() - started;
}

await main();
