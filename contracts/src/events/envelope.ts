import { z } from 'zod';

/** Every domain event on the bus: `{ id, type, occurredAt, version, data }`. */
export const EventEnvelope = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  occurredAt: z.iso.datetime({ offset: true }),
  version: z.number().int().positive(),
  data: z.unknown(),
});
export type EventEnvelope = z.infer<typeof EventEnvelope>;

/** The publishing services; each has one JetStream stream named after it in upper case. */
export const publishingServices = [
  'identity',
  'profile',
  'networking',
  'projects',
  'groups',
  'admin',
  'notifications',
] as const;
export type PublishingService = (typeof publishingServices)[number];

/**
 * Stream and subject naming. `namespace` isolates test runs on a shared NATS server: with namespace
 * `t1` the PROFILE stream becomes `t1_PROFILE` over subjects `t1.profile.>`. Production uses none.
 */
export function streamName(service: PublishingService, namespace = ''): string {
  return namespace ? `${namespace}_${service.toUpperCase()}` : service.toUpperCase();
}

export function subjectFor(eventType: string, namespace = ''): string {
  return namespace ? `${namespace}.${eventType}` : eventType;
}

export function streamSubjects(service: PublishingService, namespace = ''): string {
  return subjectFor(`${service}.>`, namespace);
}

export function serviceOfEvent(eventType: string): PublishingService {
  const service = eventType.split('.')[0] as PublishingService;
  if (!publishingServices.includes(service)) throw new Error(`No stream publishes event type ${eventType}`);
  return service;
}
