/**
 * Frame rate of the network visualisation page with 2,000 researchers and 10,000 connections,
 * measured in headless Chromium by counting requestAnimationFrame callbacks.
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
 * frame of the page's main thread and of the layout worker (from a trace), with the frame rate
 * those allow when each has a free core: wall-clock rates say as much about the machine's other
 * work as about the page, CPU time per frame does not.
 *
 * Settings (environment):
 *   BENCH_RESEARCHERS   researchers in the fixture                 2000
 *   BENCH_CONNECTIONS   connections in the fixture                 10000
 *   BENCH_SECONDS       seconds per phase                          5
 *   BENCH_PHASES        comma-separated subset of the phases       layout,pan,fullscreen
 *   BENCH_DPR           device pixel ratio of the page             1
 *   BENCH_CPU_THROTTLE  Chromium CPU slow-down factor (1 = none)   1
 *   BENCH_MIN_FPS       the drawn frame rate every phase must reach 30
 *   BENCH_BUILD=1       rebuild web/dist first
 *   BENCH_WEB_DIST      serve another build of the app (e.g. one made with vite build --outDir, so
 *                       nobody rebuilding web/dist meanwhile pulls files from under the benchmark)
 *   BENCH_PROFILE_DIR   write a CPU profile of the page's main thread during the layout phase
 *                       there (layout.cpuprofile; open it in Chromium's DevTools)
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

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const distDir = process.env.BENCH_WEB_DIST
  ? path.resolve(process.env.BENCH_WEB_DIST)
  : path.join(root, 'web', 'dist');
const outDir = path.join(root, 'bench', 'out');

const env = process.env;
const settings = {
  researchers: Number(env.BENCH_RESEARCHERS ?? 2000),
  connections: Number(env.BENCH_CONNECTIONS ?? 10000),
  seconds: Number(env.BENCH_SECONDS ?? 5),
  phases: (env.BENCH_PHASES ?? 'layout,pan,fullscreen')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean),
  dpr: Number(env.BENCH_DPR ?? 1),
  cpuThrottle: Number(env.BENCH_CPU_THROTTLE ?? 1),
  minFps: Number(env.BENCH_MIN_FPS ?? 30),
  build: env.BENCH_BUILD === '1',
  chromium: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
};

interface PhaseResult {
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
  /** CPU per drawn frame on the page's main thread and in the layout worker. */
  mainCpuMs: number;
  workerCpuMs: number;
  /** The frame rate those costs allow with a free core for each thread (capped at 60). */
  idleFpsBound: number;
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
  /** CPU milliseconds spent in top-level tasks, per thread (the page's main thread, the layout worker). */
  mainCpuMs: number;
  workerCpuMs: number;
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
function cpuByThread(events: TraceEvent[]): { main: number; worker: number } {
  const names = new Map<string, string>();
  for (const e of events) if (e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  let main = 0;
  let worker = 0;
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'ThreadControllerImpl::RunTask') continue;
    const thread = names.get(`${e.pid}:${e.tid}`) ?? '';
    if (thread === 'CrRendererMain') main += e.tdur ?? 0;
    else if (thread.startsWith('DedicatedWorker')) worker += e.tdur ?? 0;
  }
  return { main: main / 1000, worker: worker / 1000 };
}

async function measureFrames(browser: Browser, page: Page, ms: number): Promise<Measured> {
  await browser.startTracing(page, { categories: ['toplevel'] });
  const frames = (await page.evaluate(`(${MEASURE_FRAMES})(${ms})`)) as Pick<
    Measured,
    'times' | 'longTasks' | 'drawn'
  >;
  const trace = JSON.parse((await browser.stopTracing()).toString()) as
    { traceEvents?: TraceEvent[] } | TraceEvent[];
  const cpu = cpuByThread(Array.isArray(trace) ? trace : (trace.traceEvents ?? []));
  return { ...frames, mainCpuMs: cpu.main, workerCpuMs: cpu.worker };
}

function summarise(phase: string, m: Measured): PhaseResult {
  const { times } = m;
  const intervals = times.slice(1).map((t, i) => t - times[i]!);
  const span = (times.at(-1)! - times[0]!) / 1000;
  const windows: number[] = [];
  for (let w = times[0]!; w + 1000 <= times.at(-1)!; w += 1000) {
    windows.push(times.filter((t) => t >= w && t < w + 1000).length);
  }
  const sorted = [...intervals].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  const perFrame = (cpuMs: number) => (m.drawn > 0 ? cpuMs / m.drawn : 0);
  const slowest = Math.max(perFrame(m.mainCpuMs), perFrame(m.workerCpuMs));
  return {
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
    workerCpuMs: round(perFrame(m.workerCpuMs)),
    idleFpsBound: slowest > 0 ? round(Math.min(60, 1000 / slowest)) : 60,
  };
}

/** Drags empty space (the canvas corner, outside the 30 px layout margin) round in circles for `ms`. */
async function panFor(page: Page, ms: number): Promise<void> {
  const box = await page.getByTestId('network-canvas').boundingBox();
  if (!box) throw new Error('canvas not found');
  const x0 = box.x + 4;
  const y0 = box.y + 4;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  const started = Date.now();
  let angle = 0;
  while (Date.now() - started < ms) {
    angle += 0.15;
    await page.mouse.move(x0 + 120 + Math.cos(angle) * 120, y0 + 80 + Math.sin(angle) * 80);
    await new Promise((r) => setTimeout(r, 16));
  }
  await page.mouse.up();
}

async function main(): Promise<void> {
  if (settings.build || !existsSync(path.join(distDir, 'index.html'))) buildWeb();
  await waitForChromium(settings.chromium);

  const network = generateNetwork(settings.researchers, settings.connections);
  const { server, baseUrl } = await startServer(distDir, network);
  console.log(
    `Fixture: ${network.nodes.length} researchers, ${network.connections.length} connections, served at ${baseUrl}`,
  );

  const browser = await chromium.launch({
    executablePath: settings.chromium,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const results: PhaseResult[] = [];
  try {
    const context = await browser.newContext({
      viewport: { width: 1400, height: 1000 },
      deviceScaleFactor: settings.dpr,
    });
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
    mkdirSync(outDir, { recursive: true });
    const ms = settings.seconds * 1000;

    for (const phase of settings.phases) {
      let measured: Measured;
      if (phase === 'layout') {
        await page.getByRole('button', { name: 'Reset' }).click();
        const profiler = process.env.BENCH_PROFILE_DIR ? await context.newCDPSession(page) : null;
        if (profiler) {
          await profiler.send('Profiler.enable');
          await profiler.send('Profiler.start');
        }
        measured = await measureFrames(browser, page, ms);
        if (profiler) {
          const { profile } = await profiler.send('Profiler.stop');
          writeFileSync(
            path.join(process.env.BENCH_PROFILE_DIR!, 'layout.cpuprofile'),
            JSON.stringify(profile),
          );
        }
      } else if (phase === 'pan') {
        [measured] = await Promise.all([measureFrames(browser, page, ms), panFor(page, ms)]);
      } else if (phase === 'fullscreen') {
        await page.getByRole('button', { name: 'Fullscreen' }).click();
        await page.getByRole('button', { name: 'Reset' }).click();
        measured = await measureFrames(browser, page, ms);
      } else {
        throw new Error(`unknown phase ${phase} (layout, pan, fullscreen)`);
      }
      results.push(summarise(phase, measured));
      await page.screenshot({ path: path.join(outDir, `web-network-fps-${phase}.png`) });
    }
  } finally {
    await browser.close();
    server.close();
  }

  // Frame rates depend on what else the machine is doing: say how busy it was.
  const machine = `${cpus().length} CPUs, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} (1, 5, 15 min)`;
  console.log(
    `\nNetwork page frame rate: ${network.nodes.length} nodes, ${network.connections.length} edges, ` +
      `DPR ${settings.dpr}, CPU throttle ${settings.cpuThrottle}x, ${settings.seconds} s per phase; ${machine}`,
  );
  console.table(results);
  const failing = results.filter((r) => r.drawnFps < settings.minFps);
  writeFileSync(
    path.join(outDir, 'web-network-fps.json'),
    JSON.stringify(
      { settings, nodes: network.nodes.length, edges: network.connections.length, results },
      null,
      2,
    ),
  );
  if (failing.length) {
    console.log(
      `FAIL: drawn under ${settings.minFps} fps on average in ${failing.map((r) => r.phase).join(', ')}`,
    );
    if (oneMinuteLoad() > cpus().length)
      console.log('(The machine was busier than it has CPUs: idleFpsBound says what the frame costs allow.)');
    process.exitCode = 1;
  } else {
    console.log(`PASS: every phase drew at least ${settings.minFps} frames per second on average`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
