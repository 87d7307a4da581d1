import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import { deletedUsersStore } from './deleted-users-store';
import { mailStore } from './mail-store';
import type { MailQueue } from './mail-queue';

/** How far back account deletions are checked for rows written by events that raced them. */
const STRAGGLER_HOURS = 24;

/** Rows younger than this are still being queued by the handler that wrote them. */
const SETTLE_MS = 10_000;
const BATCH = 500;

/**
 * The safety nets, every so often: queues the immediate emails that never reached the queue
 * (Redis was down when the notification was written), makes sure the digest schedulers exist, and
 * removes what events racing an account deletion left behind.
 */
export class MailSweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private schedulersReady = false;

  constructor(
    private readonly db: Knex,
    private readonly queue: MailQueue,
    private readonly intervalMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.schedule(0);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(delay: number): void {
    this.timer = setTimeout(() => {
      this.running = this.sweep().then(() => {
        this.running = null;
        if (this.timer) this.schedule(this.intervalMs);
      });
    }, delay);
    this.timer.unref();
  }

  /** One pass (exposed for tests). Returns how many emails it queued. */
  async sweep(): Promise<number> {
    try {
      if (!this.schedulersReady) {
        await this.queue.ensureSchedulers();
        this.schedulersReady = true;
      }
      let queued = 0;
      for (;;) {
        const ids = await mailStore.unqueued(this.db, SETTLE_MS, BATCH);
        if (ids.length === 0) break;
        await this.queue.enqueueNotifications(ids);
        await mailStore.markQueued(this.db, ids);
        queued += ids.length;
        if (ids.length < BATCH) break;
      }
      if (queued > 0) this.log.info({ queued }, 'queued emails that had missed the queue');
      const purged = await deletedUsersStore.purgeStragglers(this.db, STRAGGLER_HOURS);
      if (purged > 0) this.log.info({ purged }, 'removed notifications of deleted accounts');
      return queued;
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'mail sweep failed; will try again');
      return 0;
    }
  }
}
