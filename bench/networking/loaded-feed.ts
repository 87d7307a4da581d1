import type { Knex } from 'knex';
import pino from 'pino';
import { ResearcherFeed, SearchVersion } from '@app/networking';
import { sampledResearchers } from './fixture';

/**
 * The bench fixture loaded into a ResearcherFeed as the service loads it (printing how long that
 * took), with run.ts's first 200 viewers, and Discover Researchers' first page (limit 50, as the
 * web asks) for the k-th of them, straight from the similarity index: what similarity-only.ts and
 * index-upkeep.ts time.
 */
export async function loadedFeed(db: Knex) {
  const feed = new ResearcherFeed(db, pino({ level: 'warn' }), new SearchVersion());
  const started = performance.now();
  await feed.refresh();
  console.log(`${feed.similarity.size} researchers loaded in ${Math.round(performance.now() - started)} ms`);
  const viewers: string[] = (await sampledResearchers(db, 200).select('userId')).map(
    (r: { userId: string }) => r.userId,
  );
  const firstPage = (k: number) => {
    const userId = viewers[k % viewers.length]!;
    const me = feed.similarity.researcherOfUser(userId)!;
    return feed.similarity.discover(
      { userId, interestTerms: me.interestTerms, forCodes: me.forCodes },
      { offset: 0, limit: 50, filter: { keyword: '', forCodes: [] }, includeUnmatched: false },
    );
  };
  return { feed, firstPage };
}
