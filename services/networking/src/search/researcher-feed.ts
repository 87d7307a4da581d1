import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import { keywordText } from './discovery-filter';
import { FinderIndex, type FinderListed } from './finder-index';
import { parseSearchDocument } from './search-document';
import { topicTerm } from './match-score';
import { SimilarityIndex } from './similarity-index';
import { StringPool } from './string-pool';
import { changesSince, loadAll, type FeedRow } from './researcher-feed-store';
import type { SearchVersion } from './search-version';

/**
 * Keeps this process's in-memory indexes of researchers (discovery's SimilarityIndex and the
 * finders' FinderIndex) and, through the SearchVersion, the caches derived from the read model in step
 * with it. Before each discovery or finder request the feed reads what changed since its last
 * read (usually nothing, one indexed query), so a profile event applied by any replica is seen by
 * the next request here. Concurrent requests share one read; a request arriving during a read
 * waits for the next one.
 */
export class ResearcherFeed {
  readonly similarity = new SimilarityIndex();
  // (The finders list ids only; the rows shown are read from PostgreSQL: finders-service.ts.)
  readonly finders = new FinderIndex(({ profileId, userId }): FinderListed => ({ profileId, userId }));
  private readonly pool = new StringPool(POOLED_STRINGS);
  private cursor = '0';
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  /**
   * Whenever a read finds changes to the researcher read model (any column of any row), `version`
   * moves on: anything derived from that table, read after the refresh that saw version v, holds
   * at least what v holds, so it may be reused until the version moves on.
   */
  constructor(
    private readonly db: Knex,
    private readonly log: FastifyBaseLogger,
    private readonly version: SearchVersion,
  ) {}

  /** Brings the indexes up to date with everything committed before this call. */
  refresh(): Promise<void> {
    if (!this.running) {
      this.running = this.readChanges().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.refresh();
      });
    return this.queued;
  }

  private async readChanges(): Promise<void> {
    if (this.cursor === '0') {
      const started = Date.now();
      const loaded: string[] = [];
      try {
        this.cursor = await loadAll(this.db, (rows) => {
          apply(this, rows, this.pool);
          for (const row of rows) loaded.push(row.profileId);
        });
      } catch (error) {
        // The next refresh loads everything again, from a new snapshot: nothing of this one may stay.
        for (const profileId of loaded) [this.similarity, this.finders].forEach((i) => i.remove(profileId));
        throw error;
      }
      this.version.researchersChanged(null);
      const [researchers, available] = [this.similarity.size, this.finders.size];
      this.log.info({ researchers, available, ms: Date.now() - started }, 'researcher indexes loaded');
      return;
    }
    const { rows, next } = await changesSince(this.db, this.cursor);
    apply(this, rows, this.pool);
    if (rows.length > 0) this.version.researchersChanged(rows.map((r) => r.profileId));
    this.cursor = next;
  }
}

/** Distinct FoR prefixes shared between researchers (string-pool.ts): the ANZSRC lists some 2,000. */
const POOLED_STRINGS = 20_000;

/** Above this many researchers changed at once, the finders find their kept matches afresh. */
const MANY_CHANGES = 500;

/** Applies changes; when a profile was both deleted and re-created, the later transaction wins. */
export function apply(
  indexes: { similarity: SimilarityIndex; finders: FinderIndex<FinderListed> },
  rows: readonly FeedRow[],
  pool?: StringPool,
): void {
  const latest = new Map<string, FeedRow>();
  for (const row of rows) {
    const held = latest.get(row.profileId);
    if (!held || BigInt(row.changedXid) >= BigInt(held.changedXid)) latest.set(row.profileId, row);
  }
  if (latest.size > MANY_CHANGES) indexes.finders.forgetKeptMatches();
  for (const row of latest.values()) {
    if (row.kind === 'delete') {
      indexes.similarity.remove(row.profileId);
      indexes.finders.remove(row.profileId);
      continue;
    }
    const { kind: _kind, changedXid: _xid, searchDocument, ...researcher } = row;
    // (Of the strings the indexes keep, only the FoR prefixes repeat: the similarity index keeps
    // each interest term once, and codes encoded.)
    if (pool) researcher.forPrefixes = pool.all(researcher.forPrefixes);
    // (Discovery needs only these; the finders keep what they need, of those available.)
    const { profileId, userId, name, interestTerms, topicIds, forCodes, acceptingCollaborations } =
      researcher;
    indexes.similarity.upsert({
      profileId,
      userId,
      name,
      // What they publish on weighs beside what they chose (match-score.ts).
      interestTerms: topicIds.length > 0 ? [...interestTerms, ...topicIds.map(topicTerm)] : interestTerms,
      forCodes,
      acceptingCollaborations,
      keywordText: keywordText(researcher),
    });
    indexes.finders.upsert(researcher, parseSearchDocument(searchDocument));
  }
}
