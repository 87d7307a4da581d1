import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import { mailStore } from './mail-store';
import type { MailQueue } from './mail-queue';

/**
 * Queues the immediate emails of committed notifications in batches: one queue write and one
 * "queued" update per batch rather than per event, which is what lets the consumers keep up with
 * hundreds of events a second. What is lost in a crash before a flush stays unqueued in the
 * database, where the sweeper finds it.
 */
export class MailEnqueuer {
  private pending: string[] = [];
  private timer: NodeJS.Timeout | null = null;
  private chain: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: Knex,
    private readonly queue: MailQueue,
    private readonly log: FastifyBaseLogger,
    private readonly maxWaitMs = 20,
    private readonly maxBatch = 500,
  ) {}

  add(ids: string[]): void {
    if (this.closed || ids.length === 0) return;
    this.pending.push(...ids);
    if (this.pending.length >= this.maxBatch) this.flush();
    else if (!this.timer) this.timer = setTimeout(() => this.flush(), this.maxWaitMs);
  }

  private flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return this.chain;
    this.chain = this.chain.then(async () => {
      try {
        await this.queue.enqueueNotifications(batch);
        await mailStore.markQueued(this.db, batch);
      } catch (err) {
        this.log.warn(
          { err: (err as Error).message, emails: batch.length },
          'could not queue emails; the sweeper will',
        );
      }
    });
    return this.chain;
  }

  /** Queues what is waiting, then takes no more. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }
}
