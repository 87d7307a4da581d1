import type { Knex } from 'knex';
import type { EventData, EventType } from '@app/contracts/events';
import type { EventPublisher, PublishMeta } from '@app/service-kit';

/** Writes an event into the outbox of the transaction it was made for. */
export type Publish = <T extends EventType>(type: T, data: EventData<T>) => Promise<string>;

export const publisherFor =
  (events: EventPublisher, trx: Knex.Transaction, meta: PublishMeta): Publish =>
  (type, data) =>
    events.publish(trx, type, data, meta);
