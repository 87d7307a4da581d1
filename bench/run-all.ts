/**
 * `npm run bench`: every benchmark, one after another, then one table of the figures, also written to
 * bench/RESULTS.md with the date, the machine and the command. Each benchmark can be run on its own
 * too (see its file); BENCH_ONLY=gateway,networking,notifications,web-bundle,web-network-fps picks some.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../scripts/lib/system';

const benches: Array<{ name: string; script: string; env?: Record<string, string> }> = [
  { name: 'gateway', script: 'bench/gateway/run.ts' },
  { name: 'networking', script: 'bench/networking/run.ts' },
  { name: 'notifications', script: 'bench/notifications/run.ts', env: { BENCH_STEP_S: '15' } },
  { name: 'web-bundle', script: 'bench/web-bundle/run.ts' },
  { name: 'web-network-fps', script: 'bench/web-network-fps/run.ts' },
];
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const out = path.join(repoRoot, 'bench/out');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');

const ran: string[] = [];
for (const bench of benches.filter((b) => !only || only.includes(b.name))) {
  console.log(`\n=== ${bench.name} ===`);
  const r = spawnSync(tsx, [bench.script], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...bench.env },
  });
  if (r.status !== 0)
    console.log(
      `(${bench.name} exited with ${r.status}; its figures may be missing or mark a missed target)`,
    );
  ran.push(bench.name);
}

const read = <T>(file: string): T | null =>
  existsSync(path.join(out, file)) ? (JSON.parse(readFileSync(path.join(out, file), 'utf8')) as T) : null;
const newest = (prefix: string) =>
  readdirSync(existsSync(out) ? out : repoRoot)
    .filter((f) => f.startsWith(prefix) && f.endsWith('.json'))
    .sort()
    .at(-1);

type Row = [string, string, string, string];
const rows: Row[] = [];
const ms = (n: number | undefined) => (n === undefined ? '-' : `${n} ms`);

const gateway = read<{
  overhead: Array<{
    name: string;
    throughput: number;
    p50: number;
    p95: number;
    p99: number;
    proxyCpuMs?: number;
  }>;
  ratios?: { gatewayVsBareProxy: number; gatewayVsExpressStack: number };
  signIn: { clients: number; signInsPerSecond: number; p50: number; p95: number; p99: number } | null;
}>('gateway.json');
if (gateway) {
  for (const o of gateway.overhead)
    rows.push([
      `GET /api/auth/user ${o.name}` +
        (o.proxyCpuMs === undefined ? '' : ` (proxy CPU ${o.proxyCpuMs} ms per request)`),
      `${o.throughput} req/s`,
      `p50 ${ms(o.p50)} · p95 ${ms(o.p95)} · p99 ${ms(o.p99)}`,
      '',
    ]);
  const [d, g] = gateway.overhead;
  if (d && g) rows.push(['gateway overhead (p50)', '', `+${Math.round((g.p50 - d.p50) * 10) / 10} ms`, '']);
  const r = gateway.ratios;
  if (r) {
    rows.push([
      'gateway throughput / bare proxy, same run',
      `${Math.round(r.gatewayVsBareProxy * 100)}%`,
      '',
      `>= 75%: ${r.gatewayVsBareProxy >= 0.75 ? 'met' : 'not met'}`,
    ]);
    rows.push([
      'gateway throughput / express stack, same run',
      `${r.gatewayVsExpressStack}x`,
      '',
      `>= 2x: ${r.gatewayVsExpressStack >= 2 ? 'met' : 'not met'}`,
    ]);
  }
  const s = gateway.signIn;
  if (s)
    rows.push([
      `full OIDC sign-in, ${s.clients} at once`,
      `${s.signInsPerSecond} sign-ins/s`,
      `p50 ${ms(s.p50)} · p95 ${ms(s.p95)} · p99 ${ms(s.p99)}`,
      '',
    ]);
}
const netFile = newest('networking-');
if (netFile) {
  const net = JSON.parse(readFileSync(path.join(out, netFile), 'utf8')) as {
    settings: { researchers: number; clients: number; throughGateway?: boolean };
    results: Array<{
      scenario: string;
      throughput: number;
      p50: number;
      p95: number;
      p99: number;
      requests: number;
      distinctSearches?: number;
      profileUpdates?: number;
    }>;
  };
  const route = net.settings.throughGateway ? 'through the gateway' : 'direct to the service';
  const targets: Record<string, number> = { supervisors: 50, examiners: 50, similar: 150 };
  for (const r of net.results) {
    const [search, changing] = r.scenario.split('-');
    const target = targets[search!];
    rows.push([
      `${search} search at ${net.settings.researchers.toLocaleString('en-AU')} researchers, ${net.settings.clients} clients, ${route}` +
        (changing ? `, while profiles change (${r.profileUpdates ?? 0} during the run)` : '') +
        (r.distinctSearches ? ` (${r.distinctSearches} of ${r.requests} searches not sent before)` : ''),
      `${r.throughput} req/s`,
      `p50 ${ms(r.p50)} · p95 ${ms(r.p95)} · p99 ${ms(r.p99)}`,
      target ? `p95 < ${target} ms: ${r.p95 < target ? 'met' : 'not met'}` : '',
    ]);
  }
}
const notes = read<{
  rate: number;
  main: { achieved: number; p50: number; p99: number };
  best: { rate: number; p99: number } | null;
}>('notifications.json');
if (notes) {
  rows.push([
    `event → notification at ${notes.rate}/s`,
    `${Math.round(notes.main.achieved)} events/s`,
    `p50 ${ms(Math.round(notes.main.p50))} · p99 ${ms(Math.round(notes.main.p99))}`,
    `p99 < 100 ms: ${notes.main.p99 < 100 ? 'met' : 'not met'}`,
  ]);
  rows.push([
    'highest sustained event rate',
    notes.best ? `${notes.best.rate} events/s` : 'none',
    notes.best ? `p99 ${ms(Math.round(notes.best.p99))}` : '',
    '',
  ]);
}
const bundle = read<{
  entryKb: number;
  routes: Array<{ page: string; totalKb: number }>;
  landingBudgetKb?: number;
}>('web-bundle.json');
if (bundle) {
  const budget = bundle.landingBudgetKb;
  rows.push(['web: shell loaded by every page', `${bundle.entryKb} KB gzip`, '', '']);
  for (const r of bundle.routes)
    rows.push([
      `web: ${r.page}`,
      `${r.totalKb} KB gzip`,
      'shell + page',
      r.page === 'landing-page' && budget
        ? `<= ${budget} KB: ${r.totalKb <= budget ? 'met' : 'not met'}`
        : '',
    ]);
}
const fps = read<{
  measuredAt?: string;
  results: Array<{
    build: string;
    size: string;
    phase: string;
    drawnFps: number;
    mainCpuMs: number;
    workerCpuMs: number;
    /** Each worker thread's share, busiest first ("11.1 + 6.2"); older runs have none. */
    perWorkerCpuMs?: string;
    load: number;
  }>;
}>('web-network-fps.json');
if (fps?.results[0]?.size) {
  const when = `${fps.measuredAt?.slice(0, 10) ?? 'date unknown'}, ${ran.includes('web-network-fps') ? 're-measured' : 'not re-measured'}`;
  const verdict = (ok: boolean) => (ok ? 'met' : 'not met');
  for (const r of fps.results) {
    const [nodes, edges] = r.size.split('/').map(Number);
    // Issue 20's bars: 30 fps at 5,000 nodes; 50 fps with <= 8 ms main-thread CPU per frame below.
    const target =
      r.build !== 'this'
        ? ''
        : nodes! >= 5000
          ? `>= 30 fps: ${verdict(r.drawnFps >= 30)}`
          : `>= 50 fps: ${verdict(r.drawnFps >= 50)} · <= 8 ms main-thread: ${verdict(r.mainCpuMs <= 8)}`;
    rows.push([
      `network page, ${nodes} nodes / ${edges} edges: ${r.phase}${r.build === 'this' ? '' : ` (${r.build} build)`}`,
      `${r.drawnFps} fps`,
      `${r.mainCpuMs} ms main-thread + ${r.perWorkerCpuMs?.includes('+') ? `${r.workerCpuMs} ms in two workers (${r.perWorkerCpuMs})` : `${r.workerCpuMs} ms worker`} CPU per frame · load ${r.load} · ${when}`,
      target,
    ]);
  }
}

const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 1024 ** 3)} GiB; load average after the run ${loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ')}`;
const table = [
  '| measure | throughput / size | latency | target |',
  '|---|---|---|---|',
  ...rows.map((r) => `| ${r.join(' | ')} |`),
].join('\n');
// With BENCH_ONLY the other rows are the figures those benchmarks left in bench/out on their last run.
const command = only
  ? `\`BENCH_ONLY=${only.join(',')} npm run bench\` (the other rows: their last run, from bench/out)`
  : `\`npm run bench\` (${ran.join(', ')})`;
const doc = `# Benchmark results

Measured on ${new Date().toISOString().slice(0, 10)} with ${command} on this machine: ${machine}.
Each benchmark's file says what it measures and how; raw figures are in \`bench/out/\` after a run.

${table}
`;
writeFileSync(path.join(repoRoot, 'bench/RESULTS.md'), doc);
console.log(`\n${table}\n\nwritten to bench/RESULTS.md`);
