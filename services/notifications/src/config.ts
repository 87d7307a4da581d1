import { CronExpressionParser } from 'cron-parser';
import { z } from 'zod';
import { defineConfig, loadConfig } from '@app/service-kit';
import { servicePorts } from '@app/contracts/service-ports';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .default('true')
  .transform((v) => v === 'true' || v === '1');

/** A cron expression BullMQ can schedule (checked with the parser BullMQ itself uses). */
const cron = (fallback: string) =>
  z
    .string()
    .refine((expression) => {
      try {
        CronExpressionParser.parse(expression);
        return true;
      } catch {
        return false;
      }
    }, 'must be a cron expression such as "0 8 * * 1" (minute hour day-of-month month day-of-week)')
    .default(fallback);

const notificationsConfigSchema = defineConfig({
  PORT: z.coerce.number().int().default(servicePorts.notifications),
  /** Where mail is handed over (the dev inbox locally, Mailpit in compose, a relay in production). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().min(3).default('"Research Connect" <no-reply@research-connect.local>'),
  DIGEST_DAILY_CRON: cron('0 8 * * *'),
  DIGEST_WEEKLY_CRON: cron('0 8 * * 1'),
  /** The time zone the digest crons and the dates in emails are read in. */
  DIGEST_TZ: z
    .string()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-AU', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Australia/Sydney')
    .default('Australia/Sydney'),
  /** Whether this process sends mail (replicas may leave it to others; the queue is shared). */
  MAIL_WORKER_ENABLED: flag,
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** Attempts per mail job, with exponential back-off from MAIL_RETRY_BASE_MS. */
  MAIL_ATTEMPTS: z.coerce.number().int().min(1).max(30).default(8),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).default(2000),
  /** How often notifications whose immediate email was never queued (Redis was down) are swept up. */
  MAIL_SWEEP_MS: z.coerce.number().int().min(100).default(30_000),
  /** Transactions applying events at once; notifications do not depend on the order of events. */
  CONSUMER_CONCURRENCY: z.coerce.number().int().min(1).max(128).default(16),
  /** Events that arrived together applied in one transaction (1: each in its own). */
  CONSUMER_APPLY_BATCH: z.coerce.number().int().min(1).max(500).default(50),
});
export type NotificationsConfig = z.infer<typeof notificationsConfigSchema>;

export const loadNotificationsConfig = (env: Record<string, string | undefined> = process.env) =>
  loadConfig('notifications', notificationsConfigSchema, env);
