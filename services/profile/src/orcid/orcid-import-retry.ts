import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import type { OrcidLinking } from './orcid-linking';

/** A claimed link is not taken by another replica for this long (its try is under way). */
const LEASE = "interval '5 minutes'";
const BATCH = 10;

/**
 * Finishes links whose ORCID record could not be imported (ORCID did not answer at sign-in): it
 * polls for those whose next try is due, claims them with `FOR UPDATE SKIP LOCKED` (replicas share
 * the work) and tries again through `OrcidLinking.retryImport`, which records the next try on a
 * failure. Everything it needs is in PostgreSQL, so a restart loses nothing.
 */
export class OrcidImportRetry {
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Knex,
    private readonly linking: OrcidLinking,
    private readonly pollMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running.catch(() => undefined);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .catch((err: Error) => this.log.warn({ err: err.message }, 'ORCID import retry pass failed'))
        .finally(() => this.schedule(this.pollMs));
    }, ms);
  }

  /** One pass over the links whose try is due; returns how many were imported. Exposed for tests. */
  async runOnce(): Promise<number> {
    const due = await this.db.transaction(async (trx) => {
      const rows: Array<{ id: string; userId: string; orcidId: string; importAttempts: number }> = await trx(
        'orcidProfiles',
      )
        .select('id', 'userId', 'orcidId', 'importAttempts')
        .whereNotNull('importRetryAt')
        .whereNotNull('orcidId')
        .andWhere('importRetryAt', '<=', trx.fn.now())
        .orderBy('importRetryAt')
        .limit(BATCH)
        .forUpdate()
        .skipLocked();
      if (rows.length > 0) {
        await trx('orcidProfiles')
          .whereIn(
            'id',
            rows.map((r) => r.id),
          )
          .update({ importRetryAt: trx.raw(`now() + ${LEASE}`) });
      }
      return rows;
    });
    let imported = 0;
    for (const row of due) {
      if (this.stopped) break;
      if ((await this.linking.retryImport(row)) === 'imported') imported += 1;
    }
    return imported;
  }
}
