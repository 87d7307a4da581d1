import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import { SimilarityIndex } from '../domain/similarity-index';
import { changesSince, type FeedRow } from '../store/similarity-feed';

/**
 * Keeps this process's SimilarityIndex (and, through `generation`, the finders' cache) in step
 * with the researcher read model. Before each discovery or finder request the feed reads what
 * changed since its last read (usually nothing, one indexed query), so a profile event applied by
 * any replica is seen by the next request here. Concurrent requests share one read; a request
 * arriving during a read waits for the next one.
 */
export class SimilarityFeed {
  readonly index = new SimilarityIndex();
  private cursor = '0';
  private changes = 0;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(
    private readonly db: Knex,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Goes up whenever a read found changes to the researcher read model (any column of any row):
   * anything derived from that table, read after the refresh that saw generation g, holds at least
   * what g holds, so it may be reused until the generation moves on.
   */
  get generation(): number {
    return this.changes;
  }

  /** Brings the index up to date with everything committed before this call. */
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
    const started = Date.now();
    const { rows, next } = await changesSince(this.db, this.cursor);
    apply(this.index, rows);
    if (rows.length > 0) this.changes += 1;
    if (this.cursor === '0') {
      this.log.info({ researchers: this.index.size, ms: Date.now() - started }, 'similarity index loaded');
    }
    this.cursor = next;
  }
}

/** Applies changes; when a profile was both deleted and re-created, the later transaction wins. */
export function apply(index: SimilarityIndex, rows: readonly FeedRow[]): void {
  const latest = new Map<string, FeedRow>();
  for (const row of rows) {
    const held = latest.get(row.profileId);
    if (!held || BigInt(row.changedXid) >= BigInt(held.changedXid)) latest.set(row.profileId, row);
  }
  for (const row of latest.values()) {
    if (row.kind === 'delete') index.remove(row.profileId);
    else
      index.upsert({
        profileId: row.profileId,
        userId: row.userId,
        name: row.name,
        interestTerms: row.interestTerms,
        forCodes: row.forCodes,
        acceptingCollaborations: row.acceptingCollaborations,
      });
  }
}
