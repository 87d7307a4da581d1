/** After a decline, the same person may not send the same kind of request again for this long. */
const DECLINE_COOLDOWN_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

/** When the sender may ask again, or null when they may now (never declined, or long enough ago). */
export function askAgainFrom(lastDeclinedAt: string | Date | null, now: Date = new Date()): Date | null {
  if (!lastDeclinedAt) return null;
  const until = new Date(new Date(lastDeclinedAt).getTime() + DECLINE_COOLDOWN_DAYS * DAY_MS);
  return until > now ? until : null;
}

/**
 * A connection request while it may not be sent: only that it is not possible yet. The addressee
 * is never named as having declined (they are not told to the sender, unlike supervision and
 * examiner requests, whose decline the requester is told of), nor is the day.
 */
export const NOT_POSSIBLE_YET_MESSAGE = 'A connection request to this researcher is not possible yet.';

/** Supervision and examiner requests: "You can send a new one from 25 December 2026." */
export function cooldownMessage(what: string, until: Date): string {
  const day = until.toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Australia/Sydney',
  });
  return `This researcher declined your ${what} recently. You can send a new one from ${day}.`;
}
