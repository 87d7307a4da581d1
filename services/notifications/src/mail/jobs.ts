import type { DigestPeriod } from './delivery';

/**
 * The mail queue's job names and their data: the one list of what the worker must handle
 * (the worker's processor table is typed by it, so a job without a processor does not compile).
 * Job ids make jobs idempotent: adding a job whose id is already queued does nothing.
 * BullMQ reserves ':' in custom ids, hence the dashes.
 */
export const MAIL_QUEUE = 'mail';

export interface MailJobData {
  /** One immediate email about one notification. */
  notification: { notificationId: string };
  /** One person's digest for one period. */
  digest: { userId: string; period: DigestPeriod; periodKey: string };
  /** Fired by a job scheduler: queue a digest for everyone on that period who has news. */
  'digest-run': { period: DigestPeriod; at?: string };
}
export type MailJobName = keyof MailJobData;

export const mailJobIds = {
  notification: (notificationId: string) => `notification-${notificationId}`,
  digest: (userId: string, periodKey: string) => `digest-${userId}-${periodKey}`,
} as const;

/** The job schedulers that start digest runs, one per period. */
export const digestSchedulers: Record<DigestPeriod, string> = {
  daily: 'digest-daily',
  weekly: 'digest-weekly',
};
