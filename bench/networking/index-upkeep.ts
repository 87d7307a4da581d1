/**
 * What one researcher's change costs the in-memory indexes' next query (no HTTP; PostgreSQL only to
 * change the row and to read the change back, as the service does). Loads the networking bench's
 * fixture into a ResearcherFeed, then alternates, BENCH_CHANGES times:
 *
 * - discovery: Discover Researchers' first page (limit 50) for one of run.ts's viewers with nothing
 *   changed, then a profile's row is changed (its publication count, as run.ts's
 *   supervisors-changing does), the feed reads it back, and the next viewer's first page is timed;
 * - finders: an examiner search for a prefix not searched before (so the index's kept matches do not
 *   answer it) with nothing changed, then an examiner's search document gains a word nobody else has
 *   (as a new name or a new interest would), the feed reads it back, and another such search is timed;
 * - discovery again: someone leaves the similarity index and comes back (the number of researchers
 *   changes, so every weight and norm is worked out again), the first page timed after each.
 *
 * Each query is timed alone, so the difference between the two columns is what the change left for
 * the query to redo. Run it on the fixture with research topics to see the national case:
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_networking_topics \
 *     npx tsx bench/networking/index-upkeep.ts   (after run.ts has built the fixture once)
 *
 * The rows changed are put back at the end (publication counts toggled twice, the added words
 * removed), so the fixture stays as run.ts built it.
 */
import { DEFAULT_BENCH_DATABASE_URL, openBenchDatabase, seededRandom } from './fixture';
import { loadedFeed } from './loaded-feed';
import { INTERESTS, LAST_NAMES } from './vocabulary';
import { randomItem } from '../lib/random';

const CHANGES = Number(process.env.BENCH_CHANGES ?? 100);
const db = openBenchDatabase(process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL);
const random = seededRandom(42);

/** Every 3- to 6-letter prefix of the vocabulary's words, shuffled: each is searched once. */
function freshPrefixes(): string[] {
  const prefixes = new Set<string>();
  for (const phrase of [...INTERESTS, ...LAST_NAMES]) {
    for (const word of phrase.toLowerCase().split(/[^a-z]+/)) {
      for (let length = 3; length <= Math.min(6, word.length); length++) prefixes.add(word.slice(0, length));
    }
  }
  return [...prefixes]
    .map((p) => ({ p, r: random() }))
    .sort((a, b) => a.r - b.r)
    .map(({ p }) => p);
}

const timed = <T>(run: () => T): [T, number] => {
  const started = performance.now();
  const result = run();
  return [result, performance.now() - started];
};

function summary(label: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(2);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  return `${label.padEnd(44)} mean ${mean.toFixed(2).padStart(7)} ms  p50 ${at(0.5).padStart(7)}  p95 ${at(0.95).padStart(7)}  max ${at(1).padStart(7)}`;
}

try {
  const { feed, firstPage: discover } = await loadedFeed(db);
  const someOf = async (where: Record<string, boolean>) =>
    (await db('researchers').select('profileId').where(where).orderBy('profileId').limit(5000)).map(
      (r: { profileId: string }) => r.profileId,
    );
  const changed = await someOf({});
  // (The finders hold only those available for a role: a word of anyone else's changes nothing there.)
  const examiners = await someOf({ availableForExamination: true });
  const prefixes = freshPrefixes();
  let nextPrefix = 0;
  const searchFresh = () => {
    const prefix = prefixes[nextPrefix++ % prefixes.length]!;
    const word = { asTyped: [prefix], stems: [prefix] };
    return feed.finders.search({ role: 'examiners', words: [word], codes: [], limit: 60 });
  };
  for (let k = 0; k < 300; k++) discover(k);
  for (let k = 0; k < 50; k++) searchFresh();

  const figures = {
    discoverUnchanged: [] as number[],
    discoverChanged: [] as number[],
    discoverJoinedOrLeft: [] as number[],
  };
  const leavers: string[] = (
    await db('researchers').select('userId').orderBy('profileId').offset(5000).limit(CHANGES)
  ).map((r: { userId: string }) => r.userId);
  const finder = { unchanged: [] as number[], changed: [] as number[] };
  const readBack: number[] = [];
  const wordsAdded: string[] = [];
  const countsToggled: string[] = [];
  const toggleCount = (profileId: string) =>
    db('researchers')
      .where({ profileId })
      .update({ publicationCount: db.raw('publication_count # 1') });
  let check = 0;
  for (let k = 0; k < CHANGES; k++) {
    discover(2 * k); // (whatever the finders' change left to redo is done here, untimed)
    const [page, unchangedMs] = timed(() => discover(2 * k));
    figures.discoverUnchanged.push(unchangedMs);
    const toggled = randomItem(changed, random);
    countsToggled.push(toggled);
    await toggleCount(toggled);
    const started = performance.now();
    await feed.refresh();
    readBack.push(performance.now() - started);
    const [after, changedMs] = timed(() => discover(2 * k + 1));
    figures.discoverChanged.push(changedMs);

    const [found, finderUnchangedMs] = timed(searchFresh);
    finder.unchanged.push(finderUnchangedMs);
    const profileId = randomItem(examiners, random);
    const word = `upkeep${k}x${Math.floor(random() * 1e6)}`;
    wordsAdded.push(profileId);
    await db('researchers')
      .where({ profileId })
      .update({ searchDocument: db.raw(`search_document || to_tsvector('simple', ?)`, [word]) });
    await feed.refresh();
    const [foundAfter, finderChangedMs] = timed(searchFresh);
    finder.changed.push(finderChangedMs);
    check += page.total + after.total + found.length + foundAfter.length;

    // Someone leaving, then coming back (in the similarity index alone): the number of researchers
    // changes, so every weight and every norm is worked out again.
    const leaver = feed.similarity.researcherOfUser(leavers[k]!)!;
    feed.similarity.remove(leaver.profileId);
    const [afterLeaving, leftMs] = timed(() => discover(2 * k));
    feed.similarity.upsert(leaver);
    const [afterReturning, returnedMs] = timed(() => discover(2 * k + 1));
    figures.discoverJoinedOrLeft.push(leftMs, returnedMs);
    check += afterLeaving.total + afterReturning.total;
  }
  console.log(`${CHANGES} changes of each kind; check ${check}`);
  console.log(summary('feed reads one change back', readBack));
  console.log(summary('discover, nothing changed', figures.discoverUnchanged));
  console.log(summary('discover, after a profile changed', figures.discoverChanged));
  console.log(summary('discover, after someone left or came back', figures.discoverJoinedOrLeft));
  console.log(summary('examiners, new prefix, nothing changed', finder.unchanged));
  console.log(summary('examiners, new prefix, after a new word', finder.changed));

  // Put the fixture back: each count toggled is toggled again, and the added words go.
  for (const profileId of countsToggled) await toggleCount(profileId);
  await db.raw(
    `UPDATE researchers SET search_document = ts_delete(search_document, ARRAY(
       SELECT lexeme FROM unnest(search_document) WHERE lexeme LIKE 'upkeep%'))
     WHERE profile_id = ANY(?)`,
    [wordsAdded],
  );
} finally {
  await db.destroy();
}
