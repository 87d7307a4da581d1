/**
 * Frame rate of the network visualisation page at 2,000 researchers / 10,000 connections and at
 * 5,000 / 20,000 (both in one run, side by side), measured in headless Chromium by counting
 * requestAnimationFrame callbacks.
 *
 *   npx tsx bench/web-network-fps/run.ts
 *
 * It serves the built web app (web/dist; built first if missing) from a tiny static server that
 * also answers /api/auth/user and the two network calls with a generated BENCHMARK FIXTURE (see
 * fixture.ts); no other part of the system runs. Each phase measures for BENCH_SECONDS:
 *   layout      right after Reset: the force layout runs from random positions (alpha 1)
 *   pan         dragging empty space to pan, continuously, while the layout settles
 *   fullscreen  Fullscreen (1200x800) then Reset: the layout again on the bigger canvas
 * and prints the frames per second the graph was drawn in (the canvas fires 'graphdrawn' after each
 * frame), the page's animation frames per second with the worst one-second window, frame-time p95
 * and max, long frames (over 33 ms, i.e. under 30 fps, and over 50 ms), and the CPU time per drawn
 * frame of the page's main thread and of its workers (from a trace; the layout and the drawing
 * each have one, main's build had one for both), with the frame rate those allow when each thread
 * has a free core: wall-clock rates say as much about the machine's other work as about the page,
 * CPU time per frame does not.
 *
 * Targets (issue 20): at 5,000 / 20,000 at least 30 drawn fps; at 2,000 / 10,000 at least 50, with
 * at most 8 ms of main-thread CPU per drawn frame.
 *
 * Settings (environment):
 *   BENCH_SIZES         researchers x connections, comma-separated  2000x10000,5000x20000
 *   BENCH_RESEARCHERS,
 *   BENCH_CONNECTIONS   one size only, instead of BENCH_SIZES
 *   BENCH_SECONDS       seconds per phase                          5
 *   BENCH_PHASES        comma-separated subset of the phases       layout,pan,fullscreen
 *   BENCH_DPR           device pixel ratio of the page             1
 *   BENCH_CPU_THROTTLE  Chromium CPU slow-down factor (1 = none)   1
 *   BENCH_MIN_FPS       the drawn frame rate every phase must reach  (the size's target)
 *   BENCH_BUILD=1       rebuild web/dist first
 *   BENCH_WEB_DIST      serve another build of the app (e.g. one made with vite build --outDir, so
 *                       nobody rebuilding web/dist meanwhile pulls files from under the benchmark)
 *   BENCH_BASELINE_DIST a second build (e.g. main's: git worktree + vite build --outDir) measured in
 *                       the same run, each size and phase right after this one's, for before/after
 *                       figures taken under the same load
 *   BENCH_PROFILE_DIR   write a CPU profile of the page's main thread during the layout phase
 *                       there (layout-<build>-<nodes>.cpuprofile), and a trace sampling every
 *                       thread, the workers' too (layout-<build>-<nodes>.trace.json); open
 *                       either in Chromium's DevTools
 *   CHROMIUM_PATH       the browser                                /usr/bin/chromium
 * Results also go to bench/out/web-network-fps.json, with a screenshot per phase.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { generateNetwork } from './fixture';
import { startServer } from './server';
import { oneMinuteLoad } from '../lib/load';
import { describeMachine, machineFigures } from '../lib/machine';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const distDir = process.env.BENCH_WEB_DIST
  ? path.resolve(process.env.BENCH_WEB_DIST)
  : path.join(root, 'web', 'dist');
const outDir = path.join(root, 'bench', 'out');

const env = process.env;
interface Size {
  researchers: number;
  connections: number;
}

function parseSizes(): Size[] {
  if (env.BENCH_RESEARCHERS || env.BENCH_CONNECTIONS)
    return [
      {
        researchers: Number(env.BENCH_RESEARCHERS ?? 2000),
        connections: Number(env.BENCH_CONNECTIONS ?? 10000),
      },
    ];
  return (env.BENCH_SIZES ?? '2000x10000,5000x20000').split(',').map((size) => {
    const [researchers, connections] = size.split('x').map(Number);
    if (!researchers || !connections)
      throw new Error(`BENCH_SIZES: ${size} is not researchers x connections`);
    return { researchers, connections };
  });
}

const settings = {
  sizes: parseSizes(),
  seconds: Number(env.BENCH_SECONDS ?? 5),
  phases: (env.BENCH_PHASES ?? 'layout,pan,fullscreen')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean),
  dpr: Number(env.BENCH_DPR ?? 1),
  cpuThrottle: Number(env.BENCH_CPU_THROTTLE ?? 1),
  minFps: env.BENCH_MIN_FPS ? Number(env.BENCH_MIN_FPS) : null,
  build: env.BENCH_BUILD === '1',
  baselineDist: env.BENCH_BASELINE_DIST ? path.resolve(env.BENCH_BASELINE_DIST) : null,
  chromium: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
};

/** Issue 20's bars: 30 fps at 5,000 nodes; 50 fps and 8 ms of main-thread CPU per frame below that. */
function targetFor(researchers: number): { fps: number; mainCpuMs: number | null } {
  if (settings.minFps !== null) return { fps: settings.minFps, mainCpuMs: null };
  return researchers >= 5000 ? { fps: 30, mainCpuMs: null } : { fps: 50, mainCpuMs: 8 };
}

interface PhaseResult {
  /** Which build: "this" (BENCH_WEB_DIST or web/dist) or "baseline" (BENCH_BASELINE_DIST). */
  build: string;
  size: string;
  phase: string;
  /** Frames the graph was drawn in, per second: what the user sees. */
  drawnFps: number;
  /** Animation frames per second of the page (the main thread's responsiveness). */
  rafFps: number;
  minWindowFps: number;
  p95FrameMs: number;
  maxFrameMs: number;
  framesOver33ms: number;
  framesOver50ms: number;
  longTasks: number;
  /** CPU per drawn frame on the page's main thread, and in its workers together. */
  mainCpuMs: number;
  workerCpuMs: number;
  /** CPU per drawn frame of each worker thread, the busiest first (the layout's and the drawing's). */
  perWorkerCpuMs: string;
  /** The frame rate those costs allow with a free core for each thread (capped at 60). */
  idleFpsBound: number;
  /** The machine's 1-minute load average when the phase ended. */
  load: number;
  /** While panning: the pointer moves sent per second (each can draw at most one frame). */
  pointerMovesPerS?: number;
}

async function waitForChromium(file: string, timeoutMs = 15 * 60_000): Promise<void> {
  const started = Date.now();
  let told = false;
  while (!existsSync(file)) {
    if (Date.now() - started > timeoutMs)
      throw new Error(`${file} did not appear within ${timeoutMs / 60_000} minutes`);
    if (!told) console.log(`Waiting for ${file} to be installed...`);
    told = true;
    await new Promise((r) => setTimeout(r, 5000));
  }
}

function buildWeb(): void {
  console.log('Building the web app (npm run build -w web)...');
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('web build failed');
}

/**
 * Counts animation frames in the page for `ms`, and long tasks (over 50 ms of script). Written as
 * page-side source text: tsx would wrap a function's inner names in a helper the page lacks.
 */
const MEASURE_FRAMES = `(duration) => new Promise((resolve) => {
  let longTasks = 0;
  let drawn = 0;
  let observer = null;
  try {
    observer = new PerformanceObserver((list) => { longTasks += list.getEntries().length; });
    observer.observe({ type: 'longtask', buffered: false });
  } catch { observer = null; }
  const canvas = document.querySelector('[data-testid="network-canvas"]');
  const onDrawn = () => { drawn += 1; };
  canvas.addEventListener('graphdrawn', onDrawn);
  const times = [];
  const start = performance.now();
  const step = (t) => {
    times.push(t);
    if (t - start < duration) requestAnimationFrame(step);
    else {
      if (observer) observer.disconnect();
      canvas.removeEventListener('graphdrawn', onDrawn);
      resolve({ times, longTasks, drawn });
    }
  };
  requestAnimationFrame(step);
})`;

interface Measured {
  times: number[];
  longTasks: number;
  drawn: number;
  /** CPU milliseconds spent in top-level tasks: the page's main thread, and each worker thread. */
  mainCpuMs: number;
  workerCpuMs: number[];
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * CPU time of each thread's top-level tasks from a trace: what the work costs, whatever else the
 * machine is doing at the time (wall-clock frame rates mix the two).
 */
function cpuByThread(events: TraceEvent[]): { main: number; workers: number[] } {
  const names = new Map<string, string>();
  for (const e of events) if (e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  let main = 0;
  const workers = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'ThreadControllerImpl::RunTask') continue;
    const thread = `${e.pid}:${e.tid}`;
    const name = names.get(thread) ?? '';
    if (name === 'CrRendererMain') main += e.tdur ?? 0;
    else if (name.startsWith('DedicatedWorker'))
      workers.set(thread, (workers.get(thread) ?? 0) + (e.tdur ?? 0));
  }
  return { main: main / 1000, workers: [...workers.values()].map((us) => us / 1000).sort((a, b) => b - a) };
}

/**
 * With `traceFile` the trace also samples JavaScript on every thread (the layout worker's too) and is
 * written there: open it in DevTools' Performance panel.
 */
async function measureFrames(
  browser: Browser,
  page: Page,
  ms: number,
  traceFile?: string,
): Promise<Measured> {
  const categories = ['toplevel'];
  if (traceFile) categories.push('disabled-by-default-v8.cpu_profiler', 'v8.execute', 'devtools.timeline');
  await browser.startTracing(page, { categories, ...(traceFile ? { path: traceFile } : {}) });
  const frames = (await page.evaluate(`(${MEASURE_FRAMES})(${ms})`)) as Pick<
    Measured,
    'times' | 'longTasks' | 'drawn'
  >;
  const trace = JSON.parse((await browser.stopTracing()).toString()) as
    { traceEvents?: TraceEvent[] } | TraceEvent[];
  const cpu = cpuByThread(Array.isArray(trace) ? trace : (trace.traceEvents ?? []));
  return { ...frames, mainCpuMs: cpu.main, workerCpuMs: cpu.workers };
}

function summarise(build: string, size: string, phase: string, m: Measured): PhaseResult {
  const { times } = m;
  const start = times[0];
  const end = times.at(-1);
  if (start === undefined || end === undefined)
    throw new Error(`${build} ${size} ${phase}: no frame was timed`);
  const intervals: number[] = [];
  let previous = start;
  for (const t of times.slice(1)) {
    intervals.push(t - previous);
    previous = t;
  }
  const span = (end - start) / 1000;
  const windows: number[] = [];
  for (let w = start; w + 1000 <= end; w += 1000) {
    windows.push(times.filter((t) => t >= w && t < w + 1000).length);
  }
  const sorted = [...intervals].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  const perFrame = (cpuMs: number) => (m.drawn > 0 ? cpuMs / m.drawn : 0);
  const perWorker = m.workerCpuMs.map(perFrame);
  const slowest = Math.max(perFrame(m.mainCpuMs), ...perWorker);
  return {
    build,
    size,
    phase,
    drawnFps: round(m.drawn / span),
    rafFps: round(intervals.length / span),
    minWindowFps: windows.length ? Math.min(...windows) : round(intervals.length / span),
    p95FrameMs: round(sorted[Math.floor(sorted.length * 0.95)] ?? 0),
    maxFrameMs: round(sorted.at(-1) ?? 0),
    framesOver33ms: intervals.filter((d) => d > 1000 / 30).length,
    framesOver50ms: intervals.filter((d) => d > 50).length,
    longTasks: m.longTasks,
    mainCpuMs: round(perFrame(m.mainCpuMs)),
    workerCpuMs: round(perWorker.reduce((a, b) => a + b, 0)),
    perWorkerCpuMs: perWorker.map(round).join(' + '),
    idleFpsBound: slowest > 0 ? round(Math.min(60, 1000 / slowest)) : 60,
    load: round(oneMinuteLoad()),
  };
}

/** Pointer moves a second while panning: a mouse or trackpad reports at least the display's rate. */
const POINTER_MOVES_PER_S = 60;

/**
 * Drags empty space (the canvas corner, outside the 30 px layout margin) round in circles for `ms`,
 * a move every 1/60 s on the clock (not a fixed pause after each move, which with the time a move
 * takes to reach the page gave fewer than 50 a second and capped the drawn rate below the target).
 * Returns the moves made per second.
 */
async function panFor(page: Page, ms: number): Promise<number> {
  const box = await page.getByTestId('network-canvas').boundingBox();
  if (!box) throw new Error('canvas not found');
  const x0 = box.x + 4;
  const y0 = box.y + 4;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  const started = Date.now();
  let angle = 0;
  let moves = 0;
  while (Date.now() - started < ms) {
    angle += 0.15;
    await page.mouse.move(x0 + 120 + Math.cos(angle) * 120, y0 + 80 + Math.sin(angle) * 80);
    moves++;
    const next = started + (moves * 1000) / POINTER_MOVES_PER_S;
    await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
  }
  await page.mouse.up();
  return Math.round((moves * 10_000) / (Date.now() - started)) / 10;
}

/** Opens the page on one build and one fixture and measures every phase. */
async function measureBuild(
  browser: Browser,
  build: { label: string; dist: string },
  network: ReturnType<typeof generateNetwork>,
): Promise<PhaseResult[]> {
  const { server, baseUrl } = await startServer(build.dist, network);
  const size = `${network.nodes.length}/${network.connections.length}`;
  const results: PhaseResult[] = [];
  const context = await browser.newContext({
    viewport: { width: 1400, height: 1000 },
    deviceScaleFactor: settings.dpr,
  });
  try {
    const page = await context.newPage();
    page.on('pageerror', (err) => console.error('page error:', err.message));
    if (settings.cpuThrottle > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: settings.cpuThrottle });
    }
    await page.goto(`${baseUrl}/network-visualization`);
    const summary = `Showing ${network.nodes.length.toLocaleString('en-AU')} researchers and ${network.connections.length.toLocaleString('en-AU')} connections`;
    await page.getByText(summary).waitFor({ timeout: 60_000 });
    await page.getByTestId('network-canvas').waitFor();
    const ms = settings.seconds * 1000;
    const tag = `${build.label}-${network.nodes.length}`;

    for (const phase of settings.phases) {
      let measured: Measured;
      let pointerMovesPerS: number | undefined;
      if (phase === 'layout') {
        await page.getByRole('button', { name: 'Reset' }).click();
        const profiler = process.env.BENCH_PROFILE_DIR ? await context.newCDPSession(page) : null;
        if (profiler) {
          await profiler.send('Profiler.enable');
          await profiler.send('Profiler.start');
        }
        measured = await measureFrames(
          browser,
          page,
          ms,
          profiler ? path.join(process.env.BENCH_PROFILE_DIR!, `layout-${tag}.trace.json`) : undefined,
        );
        if (profiler) {
          const { profile } = await profiler.send('Profiler.stop');
          writeFileSync(
            path.join(process.env.BENCH_PROFILE_DIR!, `layout-${tag}.cpuprofile`),
            JSON.stringify(profile),
          );
        }
      } else if (phase === 'pan') {
        [measured, pointerMovesPerS] = await Promise.all([
          measureFrames(browser, page, ms),
          panFor(page, ms),
        ]);
      } else if (phase === 'fullscreen') {
        await page.getByRole('button', { name: 'Fullscreen' }).click();
        await page.getByRole('button', { name: 'Reset' }).click();
        measured = await measureFrames(browser, page, ms);
      } else {
        throw new Error(`unknown phase ${phase} (layout, pan, fullscreen)`);
      }
      results.push({
        ...summarise(build.label, size, phase, measured),
        ...(pointerMovesPerS !== undefined && { pointerMovesPerS }),
      });
      await page.screenshot({ path: path.join(outDir, `web-network-fps-${tag}-${phase}.png`) });
    }
  } finally {
    await context.close();
    server.close();
  }
  return results;
}

async function main(): Promise<void> {
  const figures = await machineFigures();
  console.log(describeMachine(figures));
  if (settings.build || !existsSync(path.join(distDir, 'index.html'))) buildWeb();
  if (settings.baselineDist && !existsSync(path.join(settings.baselineDist, 'index.html')))
    throw new Error(`BENCH_BASELINE_DIST ${settings.baselineDist} has no index.html`);
  await waitForChromium(settings.chromium);
  mkdirSync(outDir, { recursive: true });
  if (process.env.BENCH_PROFILE_DIR) mkdirSync(process.env.BENCH_PROFILE_DIR, { recursive: true });

  const builds = [
    { label: 'this', dist: distDir },
    ...(settings.baselineDist ? [{ label: 'baseline', dist: settings.baselineDist }] : []),
  ];
  const browser = await chromium.launch({
    executablePath: settings.chromium,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const results: PhaseResult[] = [];
  try {
    for (const size of settings.sizes) {
      const network = generateNetwork(size.researchers, size.connections);
      console.log(`Fixture: ${network.nodes.length} researchers, ${network.connections.length} connections`);
      // Each build right after the other at the same size: before/after under the same load.
      for (const build of builds) results.push(...(await measureBuild(browser, build, network)));
    }
  } finally {
    await browser.close();
  }

  // Frame rates depend on what else the machine is doing: say how busy it was.
  const machine = `${cpus().length} CPUs, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} (1, 5, 15 min)`;
  console.log(
    `\nNetwork page frame rate: DPR ${settings.dpr}, CPU throttle ${settings.cpuThrottle}x, ` +
      `${settings.seconds} s per phase; ${machine}` +
      (settings.baselineDist ? `; baseline build ${settings.baselineDist}` : ''),
  );
  console.table(results);

  const misses: string[] = [];
  for (const r of results.filter((r) => r.build === 'this')) {
    const target = targetFor(Number(r.size.split('/')[0]));
    if (r.drawnFps < target.fps) misses.push(`${r.size} ${r.phase}: ${r.drawnFps} fps < ${target.fps}`);
    if (target.mainCpuMs !== null && r.mainCpuMs > target.mainCpuMs)
      misses.push(`${r.size} ${r.phase}: ${r.mainCpuMs} ms main-thread CPU per frame > ${target.mainCpuMs}`);
  }
  writeFileSync(
    path.join(outDir, 'web-network-fps.json'),
    JSON.stringify(
      { measuredAt: new Date().toISOString(), settings, machine: figures, load: loadavg(), results },
      null,
      2,
    ),
  );
  if (misses.length) {
    console.log(`FAIL: ${misses.join('; ')}`);
    if (oneMinuteLoad() > cpus().length)
      console.log('(The machine was busier than it has CPUs: idleFpsBound says what the frame costs allow.)');
    process.exitCode = 1;
  } else {
    console.log('PASS: every size met its targets in every phase');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
