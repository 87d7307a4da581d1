/**
 * The similarity index alone (no HTTP, no PostgreSQL per query): loads the networking bench's
 * fixture into a ResearcherFeed as the service does, then times Discover Researchers' first page
 * (limit 50, as the web asks) for the first 200 of run.ts's viewers with BENCH_DIRECT, in one
 * process. For trying a change to similarity-index.ts in seconds rather than a whole bench run;
 * run.ts stays the measure.
 *
 *   npx tsx bench/networking/similarity-only.ts   (after run.ts has built the fixture once)
 *
 * BENCH_QUERIES (default 2000) queries after 500 of warm-up; prints ms per query and percentiles.
 */
import { DEFAULT_BENCH_DATABASE_URL, openBenchDatabase } from './fixture';
import { loadedFeed } from './loaded-feed';

const QUERIES = Number(process.env.BENCH_QUERIES ?? 2000);
const db = openBenchDatabase(process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL);
try {
  const { firstPage: query } = await loadedFeed(db);
  for (let k = 0; k < 500; k++) query(k);
  const times: number[] = [];
  let check = 0;
  const started = performance.now();
  for (let k = 0; k < QUERIES; k++) {
    const t = performance.now();
    const page = query(k);
    times.push(performance.now() - t);
    check += page.total + page.researchers.length;
  }
  const all = performance.now() - started;
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
  console.log(
    `${QUERIES} queries: ${(all / QUERIES).toFixed(3)} ms a query (p50 ${at(0.5)}, p95 ${at(0.95)}, p99 ${at(0.99)}); check ${check}`,
  );
} finally {
  await db.destroy();
}
