import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { TokenBucket } from '../shared/rate-limiter';
import type { ProfileRefresh } from './profile-refresh';

export interface RefreshScheduleSettings {
  redisUrl: string;
  /** BullMQ's key prefix: the service's REDIS_PREFIX + 'bull', so test runs do not meet. */
  prefix: string;
  /** How often the repeatable job looks for due profiles. */
  tickMs: number;
  /** Profiles refreshed per second (ORCID_SYNC_RATE): one ORCID call each, and OpenAlex's. */
  ratePerSecond: number;
}

const REFRESH_QUEUE = 'profile-refresh';
const TICK_SCHEDULER = 'refresh-due-profiles';
const TICK_JOB = 'refresh-due';

function connection(url: string, kind: 'queue' | 'worker', log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    // Workers block on Redis and must wait for it (BullMQ requires it); the queue fails fast.
    maxRetriesPerRequest: kind === 'worker' ? null : 1,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  redis.on('error', (err) => log.warn({ err: err.message, kind }, 'profile refresh: Redis error'));
  return redis;
}

/**
 * The scheduled refresh: a BullMQ job scheduler adds one `refresh-due` job every `tickMs`; the
 * worker (one job at a time, whichever replica takes it) claims the profiles whose refresh is due
 * and refreshes them at `ratePerSecond`. A tick claims no more than it can do before the next, so
 * the day's refreshes spread out instead of piling up. Nothing waits on it: due times live in
 * PostgreSQL, so a lost job or a restart loses nothing.
 */
export class RefreshSchedule {
  private readonly queue: Queue;
  private readonly worker: Worker;
  private readonly connections: Redis[];
  private readonly pace: TokenBucket;

  constructor(
    private readonly refresh: ProfileRefresh,
    private readonly settings: RefreshScheduleSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    const queueConnection = connection(settings.redisUrl, 'queue', log);
    const workerConnection = connection(settings.redisUrl, 'worker', log);
    this.connections = [queueConnection, workerConnection];
    this.pace = new TokenBucket(settings.ratePerSecond, 1);
    this.queue = new Queue(REFRESH_QUEUE, {
      connection: queueConnection,
      prefix: settings.prefix,
      defaultJobOptions: { removeOnComplete: { count: 100 }, removeOnFail: { count: 1000 } },
    });
    this.queue.on('error', (err) => log.warn({ err: err.message }, 'profile refresh queue error'));
    this.worker = new Worker(REFRESH_QUEUE, async () => this.runDue(), {
      connection: workerConnection,
      prefix: settings.prefix,
      concurrency: 1,
      autorun: false,
    });
    this.worker.on('failed', (_job, err) => log.warn({ err: err.message }, 'profile refresh pass failed'));
  }

  async start(): Promise<void> {
    await this.queue.upsertJobScheduler(TICK_SCHEDULER, { every: this.settings.tickMs }, { name: TICK_JOB });
    void this.worker.run();
  }

  async close(): Promise<void> {
    await this.worker.close();
    await this.queue.close();
    await Promise.all(this.connections.map((c) => c.quit().catch(() => c.disconnect())));
  }

  /** One pass: claims what can be done before the next tick, refreshes it at the set rate. */
  async runDue(): Promise<number> {
    const budget = Math.max(1, Math.floor((this.settings.tickMs / 1000) * this.settings.ratePerSecond));
    const due = await this.refresh.claimDue(budget);
    let refreshed = 0;
    for (const profileId of due) {
      await this.pace.take();
      try {
        if ((await this.refresh.refresh(profileId)) !== 'failed') refreshed += 1;
      } catch (err) {
        // The lease expires and the profile is claimed again: a database hiccup loses nothing.
        this.log.warn({ profileId, err: (err as Error).message }, 'profile refresh failed');
      }
    }
    return refreshed;
  }
}
