import type { Knex } from 'knex';
import {
  AckPolicy,
  ConsumerEvents,
  DeliverPolicy,
  nanos,
  type ConsumerMessages,
  type JsMsg,
  type NatsConnection,
} from 'nats';
import type { Logger } from 'pino';
import {
  EventEnvelope,
  eventSchemas,
  isEventType,
  streamName,
  subjectFor,
  type DomainEvent,
  type EventType,
  type PublishingService,
} from '@app/contracts/events';
import { INSTANCE_ID } from './db';
import { ensureStream } from './nats';
import type { EventPublisher, PublishMeta } from './outbox';

export interface HandlerContext {
  /** The transaction the effect must be written in; the processed-event row shares it. */
  trx: Knex.Transaction;
  log: Logger;
  /** Publish a follow-on event in the same transaction. */
  publish: <T extends EventType>(
    type: T,
    data: DomainEvent<T>['data'],
    meta?: PublishMeta,
  ) => Promise<string>;
}

export type EventHandler<T extends EventType> = (event: DomainEvent<T>, ctx: HandlerContext) => Promise<void>;
export type HandlerMap = { [T in EventType]?: EventHandler<T> };

/**
 * One durable subscription to another service's stream. Events of types without a handler are
 * acknowledged and skipped. `concurrency` above 1 trades ordering for throughput; use it only when
 * handlers do not depend on the order of events.
 */
export interface Subscription {
  stream: PublishingService;
  handlers: HandlerMap;
  concurrency?: number;
  /** How many messages one pull asks for (default 64). */
  batch?: number;
}

export interface ConsumerOptions {
  service: string;
  namespace: string;
  nc: NatsConnection;
  db: Knex;
  publisher: EventPublisher | null;
  log: Logger;
  maxDeliver?: number;
  retryBaseMs?: number;
  ackWaitMs?: number;
}

/** Fails at start when a subscription names an event type that does not exist or is not on that stream. */
export function validateSubscriptions(subscriptions: Subscription[]): void {
  const seen = new Set<string>();
  for (const sub of subscriptions) {
    if (seen.has(sub.stream)) throw new Error(`Two subscriptions to stream ${sub.stream}: merge them`);
    seen.add(sub.stream);
    for (const type of Object.keys(sub.handlers)) {
      if (!isEventType(type)) throw new Error(`Subscription to unknown event type ${type}`);
      if (!type.startsWith(`${sub.stream}.`))
        throw new Error(`Event type ${type} is not published on stream ${sub.stream}`);
    }
  }
}

/**
 * Durable pull consumer with explicit acks. Each event is applied in one transaction together with
 * a `processed_events` row keyed by (event id, consumer), so a redelivered or republished event is
 * applied once. A handler that keeps failing is retried with back-off and, at `maxDeliver`, its
 * message is terminated and kept in `dead_letters`.
 */
export class DurableConsumer {
  private messages: ConsumerMessages | null = null;
  private stopped = false;
  private loop: Promise<void> | null = null;
  private readonly durable: string;
  private readonly maxDeliver: number;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly sub: Subscription,
    private readonly opts: ConsumerOptions,
  ) {
    this.durable = `${opts.service}`;
    this.maxDeliver = opts.maxDeliver ?? 5;
  }

  get consumerName(): string {
    return `${this.opts.service}<-${this.sub.stream}`;
  }

  async start(): Promise<void> {
    const jsm = await this.opts.nc.jetstreamManager();
    const stream = await ensureStream(jsm, this.sub.stream, this.opts.namespace);
    const config = {
      durable_name: this.durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: subjectFor(`${this.sub.stream}.>`, this.opts.namespace),
      max_deliver: this.maxDeliver,
      ack_wait: nanos(this.opts.ackWaitMs ?? 30_000),
      max_ack_pending: 1000,
    };
    try {
      await jsm.consumers.info(stream, this.durable);
      await jsm.consumers.update(stream, this.durable, {
        max_deliver: config.max_deliver,
        ack_wait: config.ack_wait,
      });
    } catch {
      await jsm.consumers.add(stream, config).catch(async (err) => {
        await jsm.consumers.info(stream, this.durable).catch(() => {
          throw err;
        });
      });
    }
    this.stopped = false;
    this.loop = this.run(stream);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.messages?.stop();
    await this.loop?.catch(() => undefined);
    await Promise.allSettled([...this.inFlight]);
  }

  private async run(stream: string): Promise<void> {
    const js = this.opts.nc.jetstream();
    const concurrency = Math.max(1, this.sub.concurrency ?? 1);
    while (!this.stopped) {
      try {
        const consumer = await js.consumers.get(stream, this.durable);
        const messages = await consumer.consume({
          max_messages: this.sub.batch ?? Math.max(64, concurrency * 2),
          idle_heartbeat: 5000,
        });
        this.messages = messages;
        void this.watch(messages);
        for await (const m of messages) {
          if (concurrency === 1) {
            await this.handle(m);
            continue;
          }
          const p = this.handle(m).finally(() => this.inFlight.delete(p));
          this.inFlight.add(p);
          if (this.inFlight.size >= concurrency) await Promise.race(this.inFlight);
        }
      } catch (err) {
        if (!this.stopped)
          this.opts.log.warn(
            { err: (err as Error).message, consumer: this.consumerName },
            'consumer interrupted; recreating',
          );
      }
      if (!this.stopped) await new Promise((r) => setTimeout(r, 1000));
    }
  }

  // Missed heartbeats mean the pull is stale (e.g. the server restarted): stop it and pull afresh.
  private async watch(messages: ConsumerMessages): Promise<void> {
    for await (const s of await messages.status()) {
      if (s.type === ConsumerEvents.HeartbeatsMissed && Number(s.data) >= 2) {
        this.opts.log.warn({ consumer: this.consumerName }, 'heartbeats missed; recreating consume()');
        messages.stop();
        return;
      }
    }
  }

  private async handle(m: JsMsg): Promise<void> {
    const log = this.opts.log.child({ consumer: this.consumerName, subject: m.subject });
    let envelope: EventEnvelope;
    try {
      envelope = EventEnvelope.parse(JSON.parse(m.string()));
    } catch (err) {
      await this.deadLetter(m, null, `unreadable envelope: ${(err as Error).message}`);
      m.term();
      log.error({ seq: m.seq }, 'terminated an unreadable message');
      return;
    }
    const type = envelope.type;
    const handler = isEventType(type)
      ? (this.sub.handlers[type] as EventHandler<EventType> | undefined)
      : undefined;
    if (!handler) {
      m.ack();
      return;
    }
    const parsed = eventSchemas[type as EventType].safeParse(envelope.data);
    if (!parsed.success) {
      await this.deadLetter(m, envelope.id, `payload does not match ${type}: ${parsed.error.message}`);
      m.term();
      log.error(
        { eventId: envelope.id, type },
        'terminated an event whose payload does not match its contract',
      );
      return;
    }
    const event = { ...envelope, type, data: parsed.data } as DomainEvent<EventType>;
    const requestId = m.headers?.get('x-request-id') || undefined;
    try {
      await this.opts.db.transaction(async (trx) => {
        const inserted = await trx('processed_events')
          .insert({ eventId: event.id, consumer: this.durable, instance: INSTANCE_ID })
          .onConflict(['event_id', 'consumer'])
          .ignore()
          .returning('event_id');
        if (inserted.length === 0) return; // already applied
        const publisher = this.opts.publisher;
        await handler(event, {
          trx,
          log: log.child({ eventId: event.id, requestId }),
          publish: (t, data, meta) => {
            if (!publisher) throw new Error(`${this.opts.service} does not publish events`);
            return publisher.publish(trx, t, data, { requestId, ...meta });
          },
        });
      });
      m.ack();
    } catch (err) {
      const deliveries = m.info.redeliveryCount;
      if (deliveries >= this.maxDeliver) {
        await this.deadLetter(m, event.id, (err as Error).message).catch(() => undefined);
        m.term();
        log.error(
          { eventId: event.id, type, deliveries, err: (err as Error).message },
          'terminated a poison event after repeated failures',
        );
      } else {
        log.warn(
          { eventId: event.id, type, deliveries, err: (err as Error).message },
          'handler failed; will be redelivered',
        );
        m.nak(Math.min(30_000, (this.opts.retryBaseMs ?? 500) * 2 ** (deliveries - 1)));
      }
    }
  }

  private async deadLetter(m: JsMsg, eventId: string | null, error: string): Promise<void> {
    await this.opts
      .db('dead_letters')
      .insert({
        eventId: eventId && /^[0-9a-f-]{36}$/i.test(eventId) ? eventId : null,
        subject: m.subject,
        consumer: this.durable,
        payload: m.string().slice(0, 100_000),
        error: error.slice(0, 2000),
        deliveries: m.info.redeliveryCount,
      })
      .catch((err) => this.opts.log.error({ err: (err as Error).message }, 'could not record a dead letter'));
  }
}

export { streamName };
