import { EmailPreference, type NotificationType } from '@app/contracts/notifications/http';
import type { Delivery } from '../shared/notification-row';

export type DigestPeriod = 'daily' | 'weekly';

/** Requests addressed to the person: worth an email at once for anyone who gets emails at all. */
export const REQUEST_TYPES: ReadonlySet<NotificationType> = new Set([
  'connection_request',
  'supervisor_request',
  'examiner_request',
]);

/**
 * Addressed to the person, like a request: a group leader's message sent through Research Connect
 * is mailed at once to anyone who gets emails at all (as it would have been from the leader's own
 * mail program), never held for a digest.
 */
const ADDRESSED_TYPES: ReadonlySet<NotificationType> = new Set([...REQUEST_TYPES, 'group_message']);

/** About the account itself, not news: always mailed, whatever the person's preference. */
const ACCOUNT_NOTICE_TYPES: ReadonlySet<NotificationType> = new Set([
  'admin_message',
  'orcid_link_taken_over',
]);

/**
 * Administrators' messages and other account notices are always mailed (they are about the account, not marketing);
 * otherwise 'off' means no email, 'immediate' means every notification at once, and the digest
 * preferences get requests at once and the rest in the digest.
 */
export function planDelivery(type: NotificationType, preference: EmailPreference): Delivery {
  if (ACCOUNT_NOTICE_TYPES.has(type)) return 'immediate';
  if (preference === 'off') return 'none';
  if (preference === 'immediate' || ADDRESSED_TYPES.has(type)) return 'immediate';
  return 'digest';
}

/**
 * The delivery of a notification type under every preference, so that the database can pick the
 * one matching each person's current preference as it writes the row (one statement per event).
 */
export function deliveryPlan(type: NotificationType): Record<EmailPreference, Delivery> {
  const plan = {} as Record<EmailPreference, Delivery>;
  for (const preference of EmailPreference.options) plan[preference] = planDelivery(type, preference);
  return plan;
}

/**
 * The check a mail job makes when it runs, since things may have changed since it was queued:
 * never twice, not after the person turned emails off, and not about something they have already
 * read in the app (administrators' messages excepted: those are meant as emails).
 */
export function shouldEmailNow(
  n: { type: NotificationType; emailSent: boolean; isRead: boolean },
  preference: EmailPreference,
): boolean {
  if (n.emailSent) return false;
  if (ACCOUNT_NOTICE_TYPES.has(n.type)) return true;
  if (preference === 'off') return false;
  return !n.isRead;
}

/**
 * A notification meant for immediate email is left out of digests for this long, so the digest
 * does not race its own email (which retries for several minutes before giving up).
 */
export const IMMEDIATE_GRACE_SECONDS = 3600;

/** The most notifications listed in one digest; the rest are counted ("and 3 more"). */
export const DIGEST_MAX_LISTED = 50;

/** The local calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(at: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/**
 * Names the digest period a scheduled run belongs to: its period and local date. A run that is
 * retried, or fired twice for the same slot, names the same period, so its jobs are the same jobs.
 */
export function periodKey(period: DigestPeriod, firedAt: Date, timeZone: string): string {
  return `${period}-${localDate(firedAt, timeZone)}`;
}
