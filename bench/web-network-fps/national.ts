/**
 * The network page at national scale (issue 40): the built web app (web/dist) in headless Chromium
 * against the networking service on the benchmark fixture of 100,000 researchers and about
 * 1,000,000 connections (bench/networking; bench/network-page/run.ts builds it), nothing else of
 * the system (a small server serves the app and forwards the network calls, signed as a researcher
 * of the fixture). For a wide screen (1366 x 900: the page asks for 2,000 researchers) and a phone
 * (390 x 844: 200), BENCH_RUNS times each in a fresh browser context, it prints:
 *   firstFrameMs  from navigation to the first frame of the graph with its researchers placed
 *   answers       the network calls the page made: their bytes (uncompressed, as the bench server
 *                 sends them) and when each had arrived
 *   restMs        from that first frame until the layout is at rest (no frame asked for 1 s)
 *   idle          animation frames asked for, and graph frames drawn, per second over
 *                 BENCH_IDLE_SECONDS at rest (the page should ask for none)
 *
 *   npm run build -w web && npx tsx bench/web-network-fps/national.ts
 *
 * Settings: BENCH_DATABASE_URL (as bench/networking), BENCH_RUNS (3), BENCH_IDLE_SECONDS (5),
 * CHROMIUM_PATH (/usr/bin/chromium), BENCH_WEB_DIST (another build of the app).
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
import { startServer } from './server';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const env = process.env;
const databaseUrl = env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
const distDir = env.BENCH_WEB_DIST ? path.resolve(env.BENCH_WEB_DIST) : path.join(root, 'web', 'dist');
const runs = Number(env.BENCH_RUNS ?? 3);
const idleSeconds = Number(env.BENCH_IDLE_SECONDS ?? 5);
const secret = 'bench-network-national-secret-0123456789abcdef';

const screens = [
  { name: 'wide 1366x900', viewport: { width: 1366, height: 900 } },
  { name: 'phone 390x844', viewport: { width: 390, height: 844 } },
];

/**
 * Counts the page's requests for animation frames and the graph frames it draws (the canvas fires
 * 'graphdrawn' after each), from its first script on. Page-side source text (see run.ts).
 */
const COUNT_FRAMES = `(() => {
  const bench = { asked: 0, drawn: 0, firstDrawn: null };
  window.__bench = bench;
  const ask = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => { bench.asked += 1; return ask(callback); };
  document.addEventListener('graphdrawn', () => {
    bench.drawn += 1;
    if (bench.firstDrawn === null) bench.firstDrawn = performance.now();
  }, true);
})()`;

interface Bench {
  asked: number;
  drawn: number;
  firstDrawn: number | null;
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
  const read = () => page.evaluate('window.__bench') as Promise<Bench>;
  navigated = Date.now();
  await page.goto(`${baseUrl}/network-visualization`);
  await page.waitForFunction('window.__bench.firstDrawn !== null', null, {
    timeout: 120_000,
    polling: 50,
  });
  const first = await read();
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
      restMs = (await page.evaluate(() => performance.now())) - 1000 - first.firstDrawn!;
      break;
    }
  }
  const before = await read();
  await page.waitForTimeout(idleSeconds * 1000);
  const after = await read();
  const summary = await page.getByTestId('network-summary').textContent();
  await context.close();
  return {
    firstFrameMs: Math.round(first.firstDrawn!),
    restMs: restMs === null ? null : Math.round(restMs),
    idleAskedPerSecond: (after.asked - before.asked) / idleSeconds,
    idleDrawnPerSecond: (after.drawn - before.drawn) / idleSeconds,
    summary,
    answers,
  };
}

async function main(): Promise<void> {
  console.log(describeMachine(await machineFigures()));
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
  try {
    // The service's first answers warm its pool and plans: one visit not counted.
    await measure(browser, baseUrl, screens[0]!.viewport);
    for (const screen of screens) {
      for (let run = 1; run <= runs; run++) {
        const m = await measure(browser, baseUrl, screen.viewport);
        console.log(
          `${screen.name} run ${run}: first frame ${m.firstFrameMs} ms, at rest ${m.restMs ?? 'not within 60 s'} ms later, ` +
            `idle ${m.idleAskedPerSecond.toFixed(1)} frames asked/s, ${m.idleDrawnPerSecond.toFixed(1)} drawn/s ` +
            `(load ${loadavg()[0]!.toFixed(2)})`,
        );
        if (run === 1) {
          console.log(`  ${m.summary}`);
          for (const answer of m.answers) console.log(`  ${answer}`);
        }
      }
    }
  } finally {
    await browser.close();
    server.close();
    service.child.kill('SIGTERM');
  }
}

await main();
