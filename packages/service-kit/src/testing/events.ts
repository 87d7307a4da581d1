import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { AckPolicy, DeliverPolicy, connect, type NatsConnection } from 'nats';
import {
  EVENT_VERSION,
  publishingServices,
  streamName,
  subjectFor,
  type DomainEvent,
  type EventData,
  type EventType,
} from '@app/contracts/events';
import { ensureStream, natsServers } from '../nats';
import { testUrls, waitFor } from './infra';

/**
 * Records every event published under a namespace, from the start of each stream, so tests can
 * assert what was published and how many times.
 */
export class EventRecorder {
  readonly events: DomainEvent[] = [];
  private nc: NatsConnection | null = null;
  private stopped = false;

  constructor(
    private readonly namespace: string,
    private readonly natsUrl = testUrls.nats,
  ) {}

  async start(): Promise<this> {
    const nc = await connect({
      ...natsServers(this.natsUrl),
      maxReconnectAttempts: -1,
      reconnectTimeWait: 200,
    });
    this.nc = nc;
    const jsm = await nc.jetstreamManager();
    const js = nc.jetstream();
    for (const service of publishingServices) {
      const stream = await ensureStream(jsm, service, this.namespace);
      const durable = `recorder_${randomUUID().slice(0, 8)}`;
      await jsm.consumers.add(stream, {
        durable_name: durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        inactive_threshold: 60_000_000_000,
      });
      const consumer = await js.consumers.get(stream, durable);
      void (async () => {
        while (!this.stopped) {
          try {
            const messages = await consumer.consume({ max_messages: 100 });
            for await (const m of messages) {
              this.events.push(JSON.parse(m.string()) as DomainEvent);
              m.ack();
              if (this.stopped) break;
            }
          } catch {
            await new Promise((r) => setTimeout(r, 200));
          }
        }
      })();
    }
    return this;
  }

  of<T extends EventType>(type: T): Array<DomainEvent<T>> {
    return this.events.filter((e) => e.type === type) as Array<DomainEvent<T>>;
  }

  async waitFor<T extends EventType>(
    type: T,
    match: (e: DomainEvent<T>) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<DomainEvent<T>> {
    return waitFor(() => this.of(type).find(match), { timeoutMs, what: `event ${type}` });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.nc?.close();
  }
}

/** Publishes an event straight onto a namespace's stream, as another service's relay would. */
export async function publishEvent<T extends EventType>(
  namespace: string,
  type: T,
  data: EventData<T>,
  opts: { id?: string; natsUrl?: string; nc?: NatsConnection } = {},
): Promise<DomainEvent<T>> {
  const nc = opts.nc ?? (await connect(natsServers(opts.natsUrl ?? testUrls.nats)));
  try {
    const service = type.split('.')[0] as (typeof publishingServices)[number];
    await ensureStream(await nc.jetstreamManager(), service, namespace);
    const event: DomainEvent<T> = {
      id: opts.id ?? randomUUID(),
      type,
      occurredAt: new Date().toISOString(),
      version: EVENT_VERSION,
      data,
    };
    // A fresh Nats-Msg-Id each call, so a test can deliver "the same event" twice past de-duplication.
    await nc.jetstream().publish(subjectFor(type, namespace), JSON.stringify(event), { msgID: randomUUID() });
    return event;
  } finally {
    if (!opts.nc) await nc.close();
  }
}

/**
 * Publishes an event (see `publishEvent`) and waits until the service whose database is `db` has
 * applied it: its `processed_events` row commits with the handler's effect, or its lack of one.
 * Only for types the service handles (others leave no row).
 */
export async function deliverEvent<T extends EventType>(
  db: Knex,
  namespace: string,
  type: T,
  data: EventData<T>,
): Promise<DomainEvent<T>> {
  const event = await publishEvent(namespace, type, data);
  await waitFor(() => db('processedEvents').where({ eventId: event.id }).first(), {
    what: `${type} ${event.id} to be applied`,
  });
  return event;
}

/** Deletes the namespace's streams (tidy-up at the end of a test file). */
export async function deleteStreams(namespace: string, natsUrl = testUrls.nats): Promise<void> {
  const nc = await connect(natsServers(natsUrl));
  try {
    const jsm = await nc.jetstreamManager();
    for (const service of publishingServices) {
      await jsm.streams.delete(streamName(service, namespace)).catch(() => undefined);
    }
  } finally {
    await nc.close();
  }
}
