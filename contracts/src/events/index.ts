import type { z } from 'zod';
import { adminEvents } from '../admin/events';
import { groupsEvents } from '../groups/events';
import { identityEvents } from '../identity/events';
import { networkingEvents } from '../networking/events';
import { notificationsEvents } from '../notifications/events';
import { profileEvents } from '../profile/events';
import { projectsEvents } from '../projects/events';

export * from './envelope';

/**
 * Every domain event type and the schema of its `data`. Publishers validate against it before the
 * outbox write; consumers parse leniently with it (unknown fields are dropped, never rejected).
 * Changes within a version are additive only.
 */
export const eventSchemas = {
  ...identityEvents,
  ...profileEvents,
  ...networkingEvents,
  ...projectsEvents,
  ...groupsEvents,
  ...adminEvents,
  ...notificationsEvents,
} as const;

export type EventType = keyof typeof eventSchemas;
export type EventData<T extends EventType> = z.infer<(typeof eventSchemas)[T]>;

/** The current version of every event type's payload. */
export const EVENT_VERSION = 1;

export interface DomainEvent<T extends EventType = EventType> {
  id: string;
  type: T;
  occurredAt: string;
  version: number;
  data: EventData<T>;
}

export function isEventType(type: string): type is EventType {
  return Object.prototype.hasOwnProperty.call(eventSchemas, type);
}
