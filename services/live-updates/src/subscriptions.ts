import type { Subscription } from '@app/service-kit';
import { networkingHandlers, notificationsHandlers, type FanOut, type Fresh } from './intake';
import { identityHandlers, type StreamsService } from './streams';

/**
 * The streams live updates reads, one durable consumer each, shared by the replicas (each event is
 * turned into messages once, by whichever replica takes it; core NATS then reaches every replica).
 * Order within a person's messages does not matter to the web (each invalidates queries), so
 * events are applied with concurrency, and many in one transaction (`applyBatch`: each
 * transaction only records the events as processed, and its round trip to PostgreSQL is what
 * costs; at 200 events a second one transaction per event did not keep up).
 */
export function liveSubscriptions(
  fanOut: FanOut,
  fresh: Fresh,
  streams: StreamsService,
  concurrency: number,
): Subscription[] {
  return [
    { stream: 'networking', handlers: networkingHandlers(fanOut, fresh), concurrency, applyBatch: 64 },
    { stream: 'notifications', handlers: notificationsHandlers(fanOut, fresh), concurrency, applyBatch: 64 },
    { stream: 'identity', handlers: identityHandlers(streams) },
  ];
}
