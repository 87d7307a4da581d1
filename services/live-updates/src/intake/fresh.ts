import type { DomainEvent } from '@app/contracts/events';

/** Whether an event is recent enough to be worth telling anyone live. */
export type Fresh = (event: Pick<DomainEvent, 'occurredAt'>) => boolean;

/**
 * Events older than `maxAgeMs` are not sent: the durable consumer's first start (and a catch-up
 * after an outage) replays the streams' history, which no open tab is waiting for; a tab that
 * (re)connects refetches what it shows anyway.
 */
export function freshWithin(maxAgeMs: number, now: () => number = Date.now): Fresh {
  return (event) => now() - Date.parse(event.occurredAt) <= maxAgeMs;
}
