/**
 * How the network page benches measure a phase (run.ts on generated graphs, national.ts against the
 * networking service): the graph frames drawn and the page's animation frames over a stretch of
 * time, with the CPU time the page's threads spent (from a Chromium trace), summarised into one row;
 * the CPU time of each thread from a trace; and panning as a user does, dragging the view with the
 * pointer moved 60 times a second.
 */
import { type Browser, type Page } from 'playwright-core';
import { oneMinuteLoad } from '../lib/load';

export interface PhaseResult {
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

export interface Measured {
  /** The page's animation frame times (performance.now(), ms). */
  times: number[];
  longTasks: number;
  drawn: number;
  /** CPU milliseconds spent in top-level tasks: the page's main thread, and each worker thread. */
  mainCpuMs: number;
  workerCpuMs: number[];
}

interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  /** Start, in the trace's clock (microseconds). */
  ts?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * CPU time of each thread's top-level tasks from a trace: what the work costs, whatever else the
 * machine is doing at the time (wall-clock frame rates mix the two). With `within` (the trace's
 * clock, microseconds), only the tasks that started in it.
 */
export function cpuByThread(
  events: TraceEvent[],
  within?: { from: number; to: number },
): { main: number; workers: number[] } {
  const names = new Map<string, string>();
  for (const e of events) if (e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  let main = 0;
  const workers = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'ThreadControllerImpl::RunTask') continue;
    if (within && (e.ts === undefined || e.ts < within.from || e.ts > within.to)) continue;
    const thread = `${e.pid}:${e.tid}`;
    const name = names.get(thread) ?? '';
    if (name === 'CrRendererMain') main += e.tdur ?? 0;
    else if (name.startsWith('DedicatedWorker'))
      workers.set(thread, (workers.get(thread) ?? 0) + (e.tdur ?? 0));
  }
  return { main: main / 1000, workers: [...workers.values()].map((us) => us / 1000).sort((a, b) => b - a) };
}

/** The events of a trace Playwright returns (a list, or an object holding one). */
export function traceEvents(trace: Buffer): TraceEvent[] {
  const parsed = JSON.parse(trace.toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}

/**
 * With `traceFile` the trace also samples JavaScript on every thread (the layout worker's too) and is
 * written there: open it in DevTools' Performance panel.
 */
export async function measureFrames(
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
  const cpu = cpuByThread(traceEvents(await browser.stopTracing()));
  return { ...frames, mainCpuMs: cpu.main, workerCpuMs: cpu.workers };
}

export function summarise(build: string, size: string, phase: string, m: Measured): PhaseResult {
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

/** Pans for `ms` as above while measuring the frames, as one phase's row. */
export async function measurePan(
  browser: Browser,
  page: Page,
  ms: number,
): Promise<{ measured: Measured; pointerMovesPerS: number }> {
  const [measured, pointerMovesPerS] = await Promise.all([
    measureFrames(browser, page, ms),
    panFor(page, ms),
  ]);
  return { measured, pointerMovesPerS };
}
