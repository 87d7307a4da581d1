import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import pg from 'pg';
import { headers as natsHeaders, type JetStreamClient, type NatsConnection } from 'nats';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceMetrics } from './metrics';
import { INSTANCE_ID } from './db';
import { SpanKind, activeTraceHeaders, inSpanFrom } from './tracing';
import {
  EVENT_VERSION,
  eventSchemas,
  subjectFor,
  type EventData,
  type EventType,
} from '@app/contracts/events';

export interface PublishMeta {
  requestId?: string;
}

/** Writes domain events into the service's outbox, inside the caller's transaction. */
export class EventPublisher {
  constructor(
    private readonly namespace: string,
    private readonly channel: string,
  ) {}

  /**
   * Validates the payload against its contract and inserts the outbox row in `trx`. The event is
   * published only if, and after, that transaction commits; the NOTIFY inside it wakes the relay.
   */
  async publish<T extends EventType>(
    trx: Knex.Transaction,
    type: T,
    data: EventData<T>,
    meta: PublishMeta = {},
  ): Promise<string> {
    const parsed = eventSchemas[type].parse(data);
    const id = randomUUID();
    const envelope = { id, type, occurredAt: new Date().toISOString(), version: EVENT_VERSION, data: parsed };
    await trx('outbox').insert({
      id,
      type,
      subject: subjectFor(type, this.namespace),
      envelope,
      // The active trace (the request's, or the consumed event's) goes on with the event.
      headers: { ...(meta.requestId ? { 'x-request-id': meta.requestId } : {}), ...activeTraceHeaders() },
    });
    await trx.raw('SELECT pg_notify(?, ?)', [this.channel, '']);
    return id;
  }

  /**
   * `publish` for many events of one type in one statement (and one NOTIFY): for a consumer that
   * writes a batch's rows in one statement and announces each of them.
   */
  async publishMany<T extends EventType>(
    trx: Knex.Transaction,
    type: T,
    items: ReadonlyArray<EventData<T>>,
    meta: PublishMeta = {},
  ): Promise<string[]> {
    if (items.length === 0) return [];
    const occurredAt = new Date().toISOString();
    const headers = {
      ...(meta.requestId ? { 'x-request-id': meta.requestId } : {}),
      ...activeTraceHeaders(),
    };
    const rows = items.map((data) => {
      const id = randomUUID();
      const parsed = eventSchemas[type].parse(data);
      const envelope = { id, type, occurredAt, version: EVENT_VERSION, data: parsed };
      return { id, type, subject: subjectFor(type, this.namespace), envelope, headers };
    });
    await trx('outbox').insert(rows);
    await trx.raw('SELECT pg_notify(?, ?)', [this.channel, '']);
    return rows.map((r) => r.id);
  }
}

export interface RelayOptions {
  db: Knex;
  nc: NatsConnection;
  databaseUrl: string;
  channel: string;
  log: FastifyBaseLogger;
  pollMs: number;
  batchSize?: number;
  /** After this many failures that are not "NATS is unreachable", a row is parked as `dead`. */
  maxAttempts?: number;
  /** Counts what the relay published and parked (see metrics.ts). */
  metrics?: Pick<ServiceMetrics, 'outboxPublished' | 'outboxDead'>;
}

interface OutboxRow {
  id: string;
  type: string;
  subject: string;
  envelope: unknown;
  headers: Record<string, string>;
  attempts: number;
}

const CONNECTION_ERROR_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_DRAINING',
  'DISCONNECT',
  'TIMEOUT',
  'CONNECTION_REFUSED',
  '503',
  'REQUEST_TIMEOUT',
]);

/**
 * Publishes committed outbox rows to JetStream, oldest first, with `Nats-Msg-Id` = event id so a
 * republish after a crash is dropped by the server's de-duplication. Rows are claimed with
 * `FOR UPDATE SKIP LOCKED`, so relays in several replicas share the work. While NATS is unreachable
 * it keeps retrying with back-off and never gives a row up; other failures are parked as `dead`
 * after `maxAttempts` and logged with the event id.
 */
export class OutboxRelay {
  private readonly js: JetStreamClient;
  private timer: NodeJS.Timeout | null = null;
  private listener: pg.Client | null = null;
  private running = false;
  private pending = false;
  private stopped = false;
  private idle: Promise<void> = Promise.resolve();
  private readonly batchSize: number;
  private readonly maxAttempts: number;

  constructor(private readonly opts: RelayOptions) {
    this.js = opts.nc.jetstream();
    this.batchSize = opts.batchSize ?? 100;
    this.maxAttempts = opts.maxAttempts ?? 10;
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.listen();
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.idle;
    const l = this.listener;
    this.listener = null;
    await l?.end().catch(() => undefined);
  }

  /** Ask for a drain now (also what a NOTIFY does). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.pending = true;
      return;
    }
    this.schedule(0);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.opts.databaseUrl,
      application_name: 'outbox-listener',
    });
    client.on('notification', () => this.kick());
    client.on('error', (err) => {
      // LISTEN is only a wake-up: polling carries on, and we try to listen again later.
      this.opts.log.warn({ err: err.message }, 'outbox listener lost its connection; polling continues');
      if (this.listener === client) this.listener = null;
      client.end().catch(() => undefined);
      setTimeout(() => {
        if (!this.stopped && !this.listener) void this.listen().catch(() => undefined);
      }, 2000).unref();
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${this.opts.channel}"`);
      this.listener = client;
    } catch (err) {
      this.opts.log.warn(
        { err: (err as Error).message },
        'outbox listener could not connect; polling continues',
      );
      await client.end().catch(() => undefined);
    }
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.idle = this.runLoop();
    }, delay);
    this.timer.unref?.();
  }

  private async runLoop(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      let more = true;
      while (more && !this.stopped) {
        this.pending = false;
        const { published, full } = await this.drainOnce();
        more = (full && published > 0) || this.pending;
      }
    } catch (err) {
      this.opts.log.warn({ err: (err as Error).message }, 'outbox relay pass failed; will retry');
    } finally {
      this.running = false;
      this.schedule(this.pending ? 0 : this.opts.pollMs);
    }
  }

  /** One pass: claim a batch, publish in order, record the outcome. Exposed for tests. */
  async drainOnce(): Promise<{ published: number; full: boolean }> {
    return this.opts.db.transaction(async (trx) => {
      const rows: OutboxRow[] = await trx('outbox')
        .select('id', 'type', 'subject', 'envelope', 'headers', 'attempts')
        .where('status', 'pending')
        .andWhere('nextAttemptAt', '<=', trx.fn.now())
        .orderBy('createdAt')
        .limit(this.batchSize)
        .forUpdate()
        .skipLocked();
      const sent: string[] = [];
      for (const row of rows) {
        try {
          await inSpanFrom(
            `publish ${row.subject}`,
            SpanKind.PRODUCER,
            row.headers ?? {},
            { 'messaging.destination.name': row.subject, 'messaging.message.id': row.id },
            () => {
              // The row's own headers, its trace continued from this relay's span.
              const h = natsHeaders();
              for (const [k, v] of Object.entries({ ...row.headers, ...activeTraceHeaders() })) h.set(k, v);
              return this.js.publish(row.subject, JSON.stringify(row.envelope), {
                msgID: row.id,
                headers: h,
                timeout: 5000,
              });
            },
          );
          sent.push(row.id);
        } catch (err) {
          await this.recordFailure(trx, row, err as Error & { code?: string });
          break; // keep order: later rows wait for this one
        }
      }
      if (sent.length > 0) {
        await trx('outbox')
          .whereIn('id', sent)
          .update({ status: 'sent', sentAt: trx.fn.now(), sentBy: INSTANCE_ID, lastError: null });
        this.opts.metrics?.outboxPublished.inc(sent.length);
      }
      return { published: sent.length, full: rows.length === this.batchSize };
    });
  }

  private async recordFailure(
    trx: Knex.Transaction,
    row: OutboxRow,
    err: Error & { code?: string },
  ): Promise<void> {
    const unreachable = this.opts.nc.isClosed() || CONNECTION_ERROR_CODES.has(String(err.code ?? ''));
    const attempts = row.attempts + 1;
    const backoffMs = Math.min(30_000, 250 * 2 ** Math.min(attempts, 7));
    if (!unreachable && attempts >= this.maxAttempts) {
      this.opts.log.error(
        { eventId: row.id, type: row.type, err: err.message },
        'outbox event parked as dead after repeated failures',
      );
      await trx('outbox').where('id', row.id).update({ status: 'dead', attempts, lastError: err.message });
      this.opts.metrics?.outboxDead.inc();
      return;
    }
    this.opts.log.warn(
      { eventId: row.id, type: row.type, err: err.message, attempts, unreachable },
      'publish failed; will retry',
    );
    await trx('outbox')
      .where('id', row.id)
      .update({
        attempts: unreachable ? row.attempts : attempts,
        lastError: err.message,
        nextAttemptAt: trx.raw(`now() + (? * interval '1 millisecond')`, [backoffMs]),
      });
  }
}
