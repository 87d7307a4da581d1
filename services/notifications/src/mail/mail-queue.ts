import { Queue, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { DigestPeriod } from './delivery';
import { periodKey } from './delivery';
import { MAIL_QUEUE, digestSchedulers, mailJobIds, type MailJobData, type MailJobName } from './jobs';

export interface MailQueueSettings {
  redisUrl: string;
  /** BullMQ's key prefix: the service's REDIS_PREFIX + 'bull', so test runs do not meet. */
  prefix: string;
  attempts: number;
  retryBaseMs: number;
  dailyCron: string;
  weeklyCron: string;
  timeZone: string;
}

export const bullPrefix = (redisPrefix: string) => `${redisPrefix}bull`;

/** BullMQ's Redis connections: without ioredis' own key prefix (BullMQ has its own). */
export function bullConnection(url: string, kind: 'queue' | 'worker', log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    // Workers block on Redis and must wait for it; the queue (used while handling events) fails
    // fast instead, and the sweeper queues what could not be queued then.
    maxRetriesPerRequest: kind === 'worker' ? null : 1,
    enableOfflineQueue: kind === 'worker',
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let warned = false;
  redis.on('error', (err) => {
    if (!warned) log.warn({ err: err.message, kind }, 'mail queue: Redis error');
    warned = true;
  });
  redis.on('ready', () => {
    warned = false;
  });
  return redis;
}

const CHUNK = 500;

/** Adds mail jobs: immediate emails, digests and digest runs, and keeps the digest schedulers. */
export class MailQueue {
  readonly queue: Queue;
  private readonly connection: Redis;

  constructor(
    private readonly settings: MailQueueSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.connection = bullConnection(settings.redisUrl, 'queue', log);
    const defaultJobOptions: JobsOptions = {
      attempts: settings.attempts,
      backoff: { type: 'exponential', delay: settings.retryBaseMs },
      // Completed jobs are kept a day (their ids keep re-adds idempotent); failed ones stay to be
      // inspected and retried by hand.
      removeOnComplete: { age: 24 * 3600, count: 10_000 },
      removeOnFail: { count: 10_000 },
    };
    this.queue = new Queue(MAIL_QUEUE, {
      connection: this.connection,
      prefix: settings.prefix,
      defaultJobOptions,
    });
    this.queue.on('error', (err) => log.warn({ err: err.message }, 'mail queue error'));
  }

  private async addBulk<N extends MailJobName>(
    name: N,
    jobs: Array<{ data: MailJobData[N]; jobId: string }>,
  ): Promise<void> {
    for (let i = 0; i < jobs.length; i += CHUNK) {
      await this.queue.addBulk(
        jobs.slice(i, i + CHUNK).map((j) => ({ name, data: j.data, opts: { jobId: j.jobId } })),
      );
    }
  }

  enqueueNotifications(ids: string[]): Promise<void> {
    return this.addBulk(
      'notification',
      ids.map((notificationId) => ({
        data: { notificationId },
        jobId: mailJobIds.notification(notificationId),
      })),
    );
  }

  enqueueDigests(userIds: string[], period: DigestPeriod, key: string): Promise<void> {
    return this.addBulk(
      'digest',
      userIds.map((userId) => ({
        data: { userId, period, periodKey: key },
        jobId: mailJobIds.digest(userId, key),
      })),
    );
  }

  /** Starts a digest run now, as the scheduler would at `at` (operators and tests use it). */
  async runDigests(period: DigestPeriod, at = new Date()): Promise<void> {
    const data: MailJobData['digest-run'] = { period, at: at.toISOString() };
    await this.queue.add('digest-run', data, {
      jobId: `digest-run-${periodKey(period, at, this.settings.timeZone)}-${at.getTime()}`,
    });
  }

  /** Creates or updates the daily and weekly digest schedulers (every replica may; it is an upsert). */
  async ensureSchedulers(): Promise<void> {
    const crons: Record<DigestPeriod, string> = {
      daily: this.settings.dailyCron,
      weekly: this.settings.weeklyCron,
    };
    for (const period of ['daily', 'weekly'] as const) {
      const data: MailJobData['digest-run'] = { period };
      await this.queue.upsertJobScheduler(
        digestSchedulers[period],
        { pattern: crons[period], tz: this.settings.timeZone },
        { name: 'digest-run', data },
      );
    }
  }

  /** Takes queued emails out of the queue (a deleted person's). Active ones are left to find nothing. */
  async removeNotificationJobs(ids: string[]): Promise<void> {
    for (const id of ids) {
      await this.queue.remove(mailJobIds.notification(id)).catch((err: Error) => {
        this.log.debug({ err: err.message, notificationId: id }, 'mail job not removed');
      });
    }
  }

  async close(): Promise<void> {
    await this.queue.close().catch(() => undefined);
    this.connection.disconnect();
  }
}
