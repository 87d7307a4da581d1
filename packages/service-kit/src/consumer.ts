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
import type { FastifyBaseLogger } from 'fastify';
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
import type { ServiceMetrics } from './metrics';
import type { EventPublisher, PublishMeta } from './outbox';
import { SpanKind, activeTraceId, inSpanFrom } from './tracing';

/** The W3C trace-context headers a message carries (set by the relay when tracing is on). */
function traceHeadersOfMessage(m: JsMsg): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ['traceparent', 'tracestate']) {
    const value = m.headers?.get(name);
    if (value) out[name] = value;
  }
  return out;
}

export interface HandlerContext {
  /** The transaction the effect must be written in; the processed-event row shares it. */
  trx: Knex.Transaction;
  log: FastifyBaseLogger;
  /** Publish a follow-on event in the same transaction. */
  publish: <T extends EventType>(
    type: T,
    data: DomainEvent<T>['data'],
    meta?: PublishMeta,
  ) => Promise<string>;
  /**
   * Adds `item` to what the transaction gathers under `key`; `flush` runs once, in the transaction,
   * after every handler sharing it, with all items gathered under that key. With `applyBatch`,
   * events applied together thus write their effects in one statement (and take their locks in one
   * order) instead of one per event.
   */
  collect: <T>(key: symbol, item: T, flush: (trx: Knex.Transaction, items: T[]) => Promise<void>) => void;
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
  /**
   * Up to this many events that arrived together are applied in one transaction (default 1). Each
   * round trip to PostgreSQL costs far more than the work in it, so this is what lets a consumer
   * keep up with hundreds of events a second. If the shared transaction fails, its events are
   * applied one by one, so one poison event holds back no other. Like `concurrency` above 1, only
   * for handlers that do not depend on the order of events.
   */
  applyBatch?: number;
}

export interface ConsumerOptions {
  service: string;
  namespace: string;
  /** Copies of the stream to make when this consumer is the first to need it (`NATS_STREAM_REPLICAS`). */
  streamReplicas?: number;
  nc: NatsConnection;
  db: Knex;
  publisher: EventPublisher | null;
  log: FastifyBaseLogger;
  maxDeliver?: number;
  retryBaseMs?: number;
  ackWaitMs?: number;
  /** Counts deliveries, redeliveries and dead letters per durable (see metrics.ts). */
  metrics?: Pick<ServiceMetrics, 'consumerDeliveries' | 'consumerRedeliveries' | 'consumerDeadLetters'>;
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

/** A message whose event is valid and has a handler: ready to apply. */
interface Applicable {
  m: JsMsg;
  event: DomainEvent<EventType>;
  handler: EventHandler<EventType>;
}

type Gathered = { items: unknown[]; flush: (trx: Knex.Transaction, items: unknown[]) => Promise<void> };

/**
 * Durable pull consumer with explicit acks. Each event is applied in a transaction together with
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
  private readonly concurrency: number;
  private readonly applyBatch: number;
  private readonly log: FastifyBaseLogger;
  private readonly inFlight = new Set<Promise<void>>();
  /** Messages received and not yet handed to a transaction (with `applyBatch` above 1). */
  private gathering: JsMsg[] = [];
  private flushScheduled = false;

  constructor(
    private readonly sub: Subscription,
    private readonly opts: ConsumerOptions,
  ) {
    this.durable = `${opts.service}`;
    this.maxDeliver = opts.maxDeliver ?? 5;
    this.concurrency = Math.max(1, sub.concurrency ?? 1);
    this.applyBatch = Math.max(1, sub.applyBatch ?? 1);
    this.log = opts.log.child({ consumer: this.consumerName });
  }

  get consumerName(): string {
    return `${this.opts.service}<-${this.sub.stream}`;
  }

  async start(): Promise<void> {
    const jsm = await this.opts.nc.jetstreamManager();
    const stream = await ensureStream(jsm, this.sub.stream, this.opts.namespace, this.opts.streamReplicas);
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
    await this.flushGathered();
    await Promise.allSettled([...this.inFlight]);
  }

  private async run(stream: string): Promise<void> {
    const js = this.opts.nc.jetstream();
    while (!this.stopped) {
      try {
        const consumer = await js.consumers.get(stream, this.durable);
        const messages = await consumer.consume({
          max_messages: this.sub.batch ?? Math.max(64, this.concurrency * 2, this.applyBatch * 2),
          idle_heartbeat: 5000,
        });
        this.messages = messages;
        void this.watch(messages);
        for await (const m of messages) {
          this.countDelivery(m);
          if (this.applyBatch > 1) await this.gather(m);
          else if (this.concurrency === 1) await this.handleBatch([m]);
          else await this.startWork(this.handleBatch([m]));
        }
      } catch (err) {
        if (!this.stopped) this.log.warn({ err: (err as Error).message }, 'consumer interrupted; recreating');
      }
      if (!this.stopped) await new Promise((r) => setTimeout(r, 1000));
    }
  }

  /**
   * Tracks `work`; waits while `concurrency` pieces of work are under way. Work that fails outside
   * the handlers (NATS gone mid-ack) is logged; its messages are redelivered after the ack wait.
   */
  private async startWork(work: Promise<void>): Promise<void> {
    const p: Promise<void> = work
      .catch((err) => this.log.error({ err: (err as Error).message }, 'applying events failed'))
      .finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
    while (this.inFlight.size >= this.concurrency) await Promise.race(this.inFlight);
  }

  /**
   * Messages delivered together arrive within one turn of the event loop: gather them and hand
   * them to one transaction once that turn ends (setImmediate), or as soon as `applyBatch` are in.
   */
  private async gather(m: JsMsg): Promise<void> {
    this.gathering.push(m);
    if (this.gathering.length >= this.applyBatch) return this.flushGathered();
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(() => {
        this.flushScheduled = false;
        void this.flushGathered();
      });
    }
  }

  private async flushGathered(): Promise<void> {
    const batch = this.gathering;
    this.gathering = [];
    if (batch.length > 0) await this.startWork(this.handleBatch(batch));
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

  /**
   * Reads and checks a message. Unreadable or off-contract ones are terminated and kept as dead
   * letters, and those no handler wants are acknowledged; either way nothing is left to apply.
   */
  private async prepare(m: JsMsg): Promise<Applicable | null> {
    let envelope: EventEnvelope;
    try {
      envelope = EventEnvelope.parse(JSON.parse(m.string()));
    } catch (err) {
      await this.deadLetter(m, null, `unreadable envelope: ${(err as Error).message}`);
      m.term();
      this.log.error({ subject: m.subject, seq: m.seq }, 'terminated an unreadable message');
      return null;
    }
    const type = envelope.type;
    const handler = isEventType(type)
      ? (this.sub.handlers[type] as EventHandler<EventType> | undefined)
      : undefined;
    if (!handler) {
      m.ack();
      return null;
    }
    const parsed = eventSchemas[type as EventType].safeParse(envelope.data);
    if (!parsed.success) {
      await this.deadLetter(m, envelope.id, `payload does not match ${type}: ${parsed.error.message}`);
      m.term();
      this.log.error(
        { eventId: envelope.id, type },
        'terminated an event whose payload does not match its contract',
      );
      return null;
    }
    return { m, event: { ...envelope, type, data: parsed.data } as DomainEvent<EventType>, handler };
  }

  /**
   * Applies events in one transaction: records them as processed and runs the handlers of those
   * not processed before (each event once, even if delivered twice in the batch), then whatever
   * they gathered with `collect`.
   */
  private async apply(batch: Applicable[]): Promise<void> {
    await this.opts.db.transaction(async (trx) => {
      const inserted: Array<{ eventId: string }> = await trx('processed_events')
        .insert(batch.map((r) => ({ eventId: r.event.id, consumer: this.durable, instance: INSTANCE_ID })))
        .onConflict(['event_id', 'consumer'])
        .ignore()
        .returning('event_id');
      const fresh = new Set(inserted.map((r) => r.eventId));
      const gathered = new Map<symbol, Gathered>();
      for (const r of batch) {
        if (!fresh.delete(r.event.id)) continue; // already applied
        await inSpanFrom(
          `consume ${r.event.type}`,
          SpanKind.CONSUMER,
          traceHeadersOfMessage(r.m),
          { 'messaging.consumer.group.name': this.durable, 'messaging.message.id': r.event.id },
          () => r.handler(r.event, this.context(trx, r, gathered)),
        );
      }
      for (const { items, flush } of gathered.values()) await flush(trx, items);
    });
  }

  private context(trx: Knex.Transaction, r: Applicable, gathered: Map<symbol, Gathered>): HandlerContext {
    const requestId = r.m.headers?.get('x-request-id') || undefined;
    const publisher = this.opts.publisher;
    return {
      trx,
      log: this.log.child({ eventId: r.event.id, type: r.event.type, requestId, traceId: activeTraceId() }),
      publish: (t, data, meta) => {
        if (!publisher) throw new Error(`${this.opts.service} does not publish events`);
        return publisher.publish(trx, t, data, { requestId, ...meta });
      },
      collect: (key, item, flush) => {
        const entry = gathered.get(key);
        if (entry) entry.items.push(item);
        else gathered.set(key, { items: [item], flush: flush as Gathered['flush'] });
      },
    };
  }

  /** One event in its own transaction; on failure it is retried with back-off, then dead-lettered. */
  private async applyAlone(r: Applicable): Promise<void> {
    try {
      await this.apply([r]);
      r.m.ack();
    } catch (err) {
      const { event, m } = r;
      const deliveries = m.info.redeliveryCount;
      const fields = { eventId: event.id, type: event.type, deliveries, err: (err as Error).message };
      if (deliveries >= this.maxDeliver) {
        await this.deadLetter(m, event.id, (err as Error).message).catch(() => undefined);
        m.term();
        this.log.error(fields, 'terminated a poison event after repeated failures');
      } else {
        this.log.warn(fields, 'handler failed; will be redelivered');
        m.nak(Math.min(30_000, (this.opts.retryBaseMs ?? 500) * 2 ** (deliveries - 1)));
      }
    }
  }

  /** Messages that arrived together (one, without `applyBatch`): applied together when they can be. */
  private async handleBatch(messages: JsMsg[]): Promise<void> {
    const ready: Applicable[] = [];
    for (const m of messages) {
      const r = await this.prepare(m);
      if (r) ready.push(r);
    }
    if (ready.length <= 1) {
      if (ready[0]) await this.applyAlone(ready[0]);
      return;
    }
    try {
      await this.apply(ready);
    } catch (err) {
      this.log.warn(
        { events: ready.length, err: (err as Error).message },
        'a batch of events failed together; applying them one by one',
      );
      for (const r of ready) await this.applyAlone(r);
      return;
    }
    for (const r of ready) r.m.ack();
  }

  private countDelivery(m: JsMsg): void {
    const labels = { durable: this.consumerName };
    this.opts.metrics?.consumerDeliveries.inc(labels);
    if (m.info.redelivered) this.opts.metrics?.consumerRedeliveries.inc(labels);
  }

  /** Messages on the stream this consumer has not yet taken, and those taken but not yet acked. */
  async lag(): Promise<{ pending: number; ackPending: number }> {
    const jsm = await this.opts.nc.jetstreamManager();
    const info = await jsm.consumers.info(streamName(this.sub.stream, this.opts.namespace), this.durable);
    return { pending: info.num_pending, ackPending: info.num_ack_pending };
  }

  private async deadLetter(m: JsMsg, eventId: string | null, error: string): Promise<void> {
    this.opts.metrics?.consumerDeadLetters.inc({ durable: this.consumerName });
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
