import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { MailDelivery, MailOutcome } from './mail-delivery';
import { bullConnection } from './mail-queue';
import { isPermanentMailError } from './mailer';
import { MAIL_QUEUE, type MailJobData, type MailJobName } from './jobs';

type Processors = { [N in MailJobName]: (data: MailJobData[N], job: Job) => Promise<MailOutcome | number> };

function processors(delivery: MailDelivery): Processors {
  return {
    notification: (d) => delivery.sendNotification(d.notificationId),
    digest: (d) => delivery.sendDigest(d.userId, d.period, d.periodKey),
    // A scheduler's job carries the slot it was scheduled for; a run started by hand carries `at`.
    'digest-run': (d, job) =>
      delivery.fanOutDigests(d.period, new Date(d.at ?? job.opts.prevMillis ?? job.timestamp)),
  };
}

export interface MailWorkerSettings {
  redisUrl: string;
  prefix: string;
  concurrency: number;
}

/** Sends what the mail queue holds. Failures are retried with back-off by BullMQ. */
export class MailWorker {
  private readonly worker: Worker;
  private readonly connection: Redis;

  constructor(settings: MailWorkerSettings, delivery: MailDelivery, log: FastifyBaseLogger) {
    const table = processors(delivery);
    this.connection = bullConnection(settings.redisUrl, 'worker', log);
    this.worker = new Worker(
      MAIL_QUEUE,
      async (job: Job) => {
        const process = table[job.name as MailJobName] as
          ((data: unknown, job: Job) => Promise<MailOutcome | number>) | undefined;
        if (!process) throw new UnrecoverableError(`No processor for mail job ${job.name}`);
        try {
          const outcome = await process(job.data, job);
          log.debug({ job: job.id, name: job.name, outcome }, 'mail job done');
          return outcome;
        } catch (err) {
          // A mailbox that does not exist will not exist on the next attempt either.
          if (isPermanentMailError(err)) throw new UnrecoverableError((err as Error).message);
          throw err;
        }
      },
      {
        connection: this.connection,
        prefix: settings.prefix,
        concurrency: settings.concurrency,
        autorun: false,
      },
    );
    this.worker.on('failed', (job, err) =>
      log.warn(
        { job: job?.id, name: job?.name, attemptsMade: job?.attemptsMade, err: err.message },
        'mail job failed',
      ),
    );
    this.worker.on('error', (err) => log.warn({ err: err.message }, 'mail worker error'));
  }

  start(): void {
    void this.worker.run().catch(() => undefined);
  }

  /** Finishes the jobs in hand, then stops. */
  async close(): Promise<void> {
    await this.worker.close().catch(() => undefined);
    this.connection.disconnect();
  }
}
