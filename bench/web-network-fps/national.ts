/**
 * The network page at national scale (issue 40): the built web app (web/dist) in headless Chromium
 * against the networking service on the benchmark fixture of 100,000 researchers and about
 * 1,000,000 connections (bench/networking; bench/network-page/run.ts builds it), nothing else of
 * the system (a small server serves the app and forwards the network calls, signed as a researcher
 * of the fixture). For a wide screen (1366 x 900: the page asks for 2,000 researchers) and a phone
 * (390 x 844: 200), BENCH_RUNS times each in a fresh browser context, it prints a block per run:
 *   first frame   from navigation to the first frame of the graph with its researchers placed
 *   layout        from that first frame until the layout is at rest (no frame asked for 1 s): the
 *                 time to its last drawn frame and to rest, the graph frames drawn per second in
 *                 between (the canvas fires 'graphdrawn' after each) with the worst whole second,
 *                 and the CPU time per drawn frame of the page's main thread and of its workers
 *                 (from a Chromium trace of the 'toplevel' tasks, kept from just before navigation;
 *                 BENCH_LAYOUT_CPU=0 leaves the trace out)
 *   idle          animation frames asked for, and graph frames drawn, per second over
 *                 BENCH_IDLE_SECONDS at rest (the page should ask for none)
 *   pan           then BENCH_PAN_SECONDS of dragging the view round in circles, the pointer moved
 *                 60 times a second on the clock as run.ts pans (phases.ts; on the phone the
 *                 canvas is scrolled into view first if the drag would leave the screen): the
 *                 pointer moves made per second, graph frames drawn per second with the worst
 *                 whole second, the page's animation frames per second, and CPU per drawn frame
 *                 (main, workers; traced as run.ts traces)
 *   answers       (first run of each screen) the network calls the page made: their bytes
 *                 (uncompressed, as the bench server sends them) and when each had arrived
 * and then a summary per screen (medians and the lowest run) with whether the drawn frame rate
 * reached issue 40's 30 fps while the default view laid out and while it was panned, judged on the
 * phase's mean rate as run.ts judges (the worst second is given beside it). The machine line and
 * the load average at the start and the end are printed too.
 *
 *   npm run build -w web && npx tsx bench/web-network-fps/national.ts
 *
 * Settings: BENCH_DATABASE_URL (as bench/networking), BENCH_RUNS (3), BENCH_IDLE_SECONDS (5),
 * BENCH_PAN_SECONDS (5), BENCH_LAYOUT_CPU (1), CHROMIUM_PATH (/usr/bin/chromium), BENCH_WEB_DIST
 * (another build of the app).
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { signUserContext } from '@app/service-kit';
import { describeMachine, machineFigures } from '../lib/machine';
import { startNetworkingService } from '../network-page/service';
import {
  DEFAULT_BENCH_DATABASE_URL,
  fixtureSize,
  openBenchDatabase,
  sampledResearchers,
} from '../networking/fixture';
import { cpuByThread, measurePan, summarise, traceEvents, type PhaseResult } from './phases';
import { startServer } from './server';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const env = process.env;
const databaseUrl = env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
const distDir = env.BENCH_WEB_DIST ? path.resolve(env.BENCH_WEB_DIST) : path.join(root, 'web', 'dist');
const runs = Number(env.BENCH_RUNS ?? 3);
const idleSeconds = Number(env.BENCH_IDLE_SECONDS ?? 5);
const panSeconds = Number(env.BENCH_PAN_SECONDS ?? 5);
const layoutCpu = env.BENCH_LAYOUT_CPU !== '0';
const secret = 'bench-network-national-secret-0123456789abcdef';
/** Issue 40: at least 30 fps while the default view lays out and pans. */
const TARGET_FPS = 30;
/** The page marks its first drawn frame so that the trace can be cut from it. */
const FIRST_DRAWN_MARK = 'bench:first-drawn';

const screens = [
  { name: 'wide 1366x900', viewport: { width: 1366, height: 900 } },
  { name: 'phone 390x844', viewport: { width: 390, height: 844 } },
];

/**
 * Counts the page's requests for animation frames and the graph frames it draws (the canvas fires
 * 'graphdrawn' after each) with the time of each, from its first script on, and marks the first
 * drawn frame (performance.mark) for the trace. Page-side source text (see phases.ts).
 */
const COUNT_FRAMES = `(() => {
  const bench = { asked: 0, drawn: 0, firstDrawn: null, lastDrawn: null, drawnAt: [] };
  window.__bench = bench;
  const ask = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => { bench.asked += 1; return ask(callback); };
  document.addEventListener('graphdrawn', () => {
    const now = performance.now();
    bench.drawn += 1;
    bench.drawnAt.push(now);
    bench.lastDrawn = now;
    if (bench.firstDrawn === null) {
      bench.firstDrawn = now;
      performance.mark('${FIRST_DRAWN_MARK}');
    }
  }, true);
})()`;

/** The counters only (the frame times stay in the page until they are wanted). */
const READ_COUNTS = `(({ asked, drawn, firstDrawn, lastDrawn }) => ({ asked, drawn, firstDrawn, lastDrawn }))(window.__bench)`;

interface Counts {
  asked: number;
  drawn: number;
  firstDrawn: number | null;
  lastDrawn: number | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Graph frames drawn per second after `from` up to `to` (performance.now(), ms), and the fewest in
 * a whole second of that stretch (null if it is shorter than a second).
 */
function drawnRate(drawnAt: number[], from: number, to: number) {
  const frames = drawnAt.filter((t) => t > from && t <= to).length;
  const seconds: number[] = [];
  for (let w = from; w + 1000 <= to; w += 1000)
    seconds.push(drawnAt.filter((t) => t > w && t <= w + 1000).length);
  return {
    frames,
    fps: to > from ? round1((frames * 1000) / (to - from)) : null,
    worstSecond: seconds.length ? Math.min(...seconds) : null,
  };
}

interface LayoutCpu {
  /** CPU per drawn frame: the page's main thread, its workers together, and each worker. */
  mainMs: number;
  workersMs: number;
  perWorkerMs: string;
}

async function measure(browser: Browser, baseUrl: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'en-AU' });
  const page = await context.newPage();
  await page.addInitScript(COUNT_FRAMES);
  // Each network answer: its bytes and when it had fully arrived, from the navigation's start.
  const answers: string[] = [];
  let navigated = 0;
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/researchers/network')) return;
    const at = Date.now() - navigated;
    void request.response().then(async (response) => {
      const kb = ((await response?.body())?.length ?? 0) / 1024;
      const call = url.pathname.replace('/api/researchers/network', '') || '/';
      answers.push(`${call}${url.search}: ${kb.toFixed(0)} KB, in by ${at} ms`);
    });
  });
  const read = () => page.evaluate(READ_COUNTS) as Promise<Counts>;
  // The layout's CPU: a trace of the top-level tasks from before the navigation, cut afterwards to
  // the stretch from the first drawn frame (marked by the page) to the last before rest.
  if (layoutCpu) await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
  navigated = Date.now();
  await page.goto(`${baseUrl}/network-visualization`);
  await page.waitForFunction('window.__bench.firstDrawn !== null', null, {
    timeout: 120_000,
    polling: 50,
  });
  const first = await read();
  const firstDrawn = first.firstDrawn!;
  // At rest: no frame asked for in a whole second (at most a minute).
  let last = first.asked;
  let still = 0;
  let restMs: number | null = null;
  for (let waited = 0; waited < 60_000; waited += 250) {
    await page.waitForTimeout(250);
    const now = await read();
    still = now.asked === last ? still + 250 : 0;
    last = now.asked;
    if (still >= 1000) {
      restMs = (await page.evaluate(() => performance.now())) - 1000 - firstDrawn;
      break;
    }
  }
  const before = await read();
  const lastDrawn = before.lastDrawn ?? firstDrawn;
  let cpu: LayoutCpu | string | null = null;
  if (layoutCpu) {
    const events = traceEvents(await browser.stopTracing());
    const mark = events.find((e) => e.name === FIRST_DRAWN_MARK && e.ts !== undefined);
    const frames = before.drawn - 1;
    if (!mark) cpu = 'the first frame is not in the trace';
    else if (frames < 1) cpu = 'one frame only';
    else {
      const from = mark.ts!;
      const used = cpuByThread(events, { from, to: from + (lastDrawn - firstDrawn) * 1000 });
      const perWorker = used.workers.map((ms) => ms / frames);
      cpu = {
        mainMs: round1(used.main / frames),
        workersMs: round1(perWorker.reduce((a, b) => a + b, 0)),
        perWorkerMs: perWorker.map(round1).join(' + '),
      };
    }
  }
  const idleFrom = await read();
  await page.waitForTimeout(idleSeconds * 1000);
  const idleTo = await read();
  const summary = await page.getByTestId('network-summary').textContent();
  // Then the pan, as run.ts pans (the layout at rest when it starts): from the canvas's corner round
  // a circle up to 240 x 160 px from it. On the phone the canvas can start below the fold: then it
  // is scrolled up first, as a user would scroll to it.
  const canvas = page.getByTestId('network-canvas');
  const box = await canvas.boundingBox();
  const scrolled = !box || box.y < 0 || box.y + 170 > viewport.height;
  if (scrolled) {
    await canvas.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(500);
  }
  const pan = await measurePan(browser, page, panSeconds * 1000);
  const panRow: PhaseResult = summarise('this', `${viewport.width}x${viewport.height}`, 'pan', pan.measured);
  const drawnAt = (await page.evaluate('window.__bench.drawnAt')) as number[];
  const panFrom = pan.measured.times[0] ?? 0;
  const panTo = pan.measured.times.at(-1) ?? 0;
  await context.close();
  return {
    firstFrameMs: Math.round(firstDrawn),
    restMs: restMs === null ? null : Math.round(restMs),
    layoutMs: Math.round(lastDrawn - firstDrawn),
    layout: drawnRate(drawnAt, firstDrawn, lastDrawn),
    layoutCpu: cpu,
    idleAskedPerSecond: (idleTo.asked - idleFrom.asked) / idleSeconds,
    idleDrawnPerSecond: (idleTo.drawn - idleFrom.drawn) / idleSeconds,
    pan: {
      ...panRow,
      pointerMovesPerS: pan.pointerMovesPerS,
      scrolled,
      worstSecond: drawnRate(drawnAt, panFrom, panTo).worstSecond,
    },
    summary,
    answers,
  };
}

type Measurement = Awaited<ReturnType<typeof measure>>;

function report(name: string, run: number, m: Measurement, load: { from: number; to: number }): void {
  const cpuText = (c: LayoutCpu | string | null) =>
    c === null
      ? 'CPU not measured'
      : typeof c === 'string'
        ? `CPU n/a (${c})`
        : `CPU per drawn frame: main ${c.mainMs} ms, workers ${c.workersMs} ms (${c.perWorkerMs || 'none'})`;
  const worst = (w: number | null) => (w === null ? 'under 1 s' : `worst 1 s ${w}`);
  const { layout, pan } = m;
  console.log(`${name} run ${run} (load ${load.from.toFixed(2)} -> ${load.to.toFixed(2)}):`);
  console.log(`  first frame ${m.firstFrameMs} ms after navigation`);
  console.log(
    `  layout  ${m.layoutMs} ms from the first frame to the last (at rest ${m.restMs ?? 'not within 60 s'} ms): ` +
      `${layout.frames} frames, ${layout.fps ?? '-'} drawn fps (${worst(layout.worstSecond)}); ${cpuText(m.layoutCpu)}`,
  );
  console.log(
    `  idle    ${m.idleAskedPerSecond.toFixed(1)} frames asked/s, ${m.idleDrawnPerSecond.toFixed(1)} drawn/s over ${idleSeconds} s`,
  );
  console.log(
    `  pan     ${panSeconds} s${pan.scrolled ? ' (the canvas scrolled into view first)' : ''}, ${pan.pointerMovesPerS} pointer moves/s: ${pan.drawnFps} drawn fps (${worst(pan.worstSecond)}), ` +
      `${pan.rafFps} animation frames/s; ` +
      cpuText({ mainMs: pan.mainCpuMs, workersMs: pan.workerCpuMs, perWorkerMs: pan.perWorkerCpuMs }),
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : round1((sorted[mid - 1]! + sorted[mid]!) / 2);
}

function summariseScreen(name: string, measured: Measurement[]): void {
  const figures = (values: number[]) =>
    values.length ? `median ${median(values)}, lowest ${Math.min(...values)}` : 'none';
  const layoutFps = measured.map((m) => m.layout.fps ?? 0);
  const panFps = measured.map((m) => m.pan.drawnFps);
  const layoutCpu = measured.flatMap((m) =>
    typeof m.layoutCpu === 'object' && m.layoutCpu ? [m.layoutCpu.mainMs] : [],
  );
  const met = (fps: number[]) =>
    `${fps.filter((f) => f >= TARGET_FPS).length} of ${fps.length} runs at ${TARGET_FPS} fps or more`;
  console.log(`${name}, ${measured.length} runs:`);
  console.log(`  first frame ms       ${figures(measured.map((m) => m.firstFrameMs))}`);
  console.log(
    `  layout ms to rest    ${figures(measured.flatMap((m) => (m.restMs === null ? [] : [m.restMs])))}`,
  );
  console.log(
    `  layout drawn fps     ${figures(layoutFps)} (worst seconds ${measured.map((m) => m.layout.worstSecond ?? '-').join(', ')}): ${met(layoutFps)}`,
  );
  console.log(`  layout main CPU ms/frame  ${figures(layoutCpu)}`);
  console.log(
    `  pan drawn fps        ${figures(panFps)} (worst seconds ${measured.map((m) => m.pan.worstSecond ?? '-').join(', ')}): ${met(panFps)}`,
  );
  console.log(`  pan main CPU ms/frame     ${figures(measured.map((m) => m.pan.mainCpuMs))}`);
  console.log(`  idle drawn frames/s  ${figures(measured.map((m) => m.idleDrawnPerSecond))}`);
}

async function main(): Promise<void> {
  console.log(describeMachine(await machineFigures()));
  const loadText = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ');
  console.log(`load average at the start: ${loadText()} (1, 5, 15 min)`);
  if (!existsSync(path.join(distDir, 'index.html')))
    throw new Error(`${distDir} has no index.html: build the app first (npm run build -w web)`);
  const db = openBenchDatabase(databaseUrl);
  const size = await fixtureSize(db).catch(() => null);
  const viewer = size ? (await sampledResearchers(db, 1).select('userId', 'email', 'name'))[0] : undefined;
  await db.destroy();
  if (!size || !viewer)
    throw new Error(`no benchmark fixture in ${databaseUrl}: run npx tsx bench/network-page/run.ts first`);
  console.log(`fixture: ${size.researchers} researchers, ${size.connections} connections`);
  const token = await signUserContext(
    { userId: viewer.userId, role: 'academic', email: viewer.email, firstName: viewer.name, lastName: '' },
    secret,
    3600,
  );
  const service = await startNetworkingService(databaseUrl, secret);
  const { server, baseUrl } = await startServer(distDir, async (pathAndQuery) => {
    const res = await fetch(`${service.url}${pathAndQuery}`, { headers: { 'x-user-context': token } });
    return { status: res.status, body: await res.text() };
  });
  const browser = await chromium.launch({
    executablePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const all: { name: string; measured: Measurement[] }[] = [];
  try {
    // The service's first answers warm its pool and plans: one visit not counted.
    await measure(browser, baseUrl, screens[0]!.viewport);
    for (const screen of screens) {
      const measured: Measurement[] = [];
      for (let run = 1; run <= runs; run++) {
        const from = loadavg()[0]!;
        const m = await measure(browser, baseUrl, screen.viewport);
        measured.push(m);
        report(screen.name, run, m, { from, to: loadavg()[0]! });
        if (run === 1) {
          console.log(`  ${m.summary}`);
          for (const answer of m.answers) console.log(`  ${answer}`);
        }
      }
      all.push({ name: screen.name, measured });
    }
  } finally {
    await browser.close();
    server.close();
    service.child.kill('SIGTERM');
  }
  console.log(
    `\nSummary (drawn frames per second; issue 40 asks ${TARGET_FPS} or more while the default view lays out and pans):`,
  );
  for (const { name, measured } of all) summariseScreen(name, measured);
  console.log(`load average at the end: ${loadText()} (1, 5, 15 min)`);
}

await main();
