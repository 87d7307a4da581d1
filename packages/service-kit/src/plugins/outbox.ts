import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import type { PublishingService } from '@app/contracts/events';
import { closeWithApp, type KitPlugin } from '../kit-plugin';
import type { ServiceMetrics } from '../metrics';
import { ensureStream } from '../nats';
import { EventPublisher, OutboxRelay } from '../outbox';
import { schemaOf, type DatabaseDecorations } from './database';
import type { NatsDecorations } from './nats';

export interface OutboxDecorations {
  /** Writes domain events into the outbox inside the caller's transaction. */
  events: EventPublisher;
}

export interface OutboxPluginOptions {
  /** The service's own stream: its events' subjects start with this name. */
  stream: PublishingService;
}

/**
 * The transactional outbox of a publishing service: `app.events.publish(trx, type, data)` writes a
 * row in `trx`, and a relay, started when the app is ready, publishes committed rows to the
 * service's stream (made here if it does not exist yet). Needs the database and NATS plugins.
 */
export const outbox: KitPlugin<OutboxPluginOptions, OutboxDecorations> = fp(
  async (app: FastifyInstance, opts: OutboxPluginOptions) => {
    const config = app.baseConfig;
    // Present: fastify-plugin checked the `decorators` below before running this.
    const { db, nc } = app as FastifyInstance & DatabaseDecorations & NatsDecorations;
    const channel = `outbox_${schemaOf(config, app.serviceName)}`;
    app.decorate('events', new EventPublisher(config.EVENT_NAMESPACE, channel));

    await ensureStream(
      await nc.jetstreamManager(),
      opts.stream,
      config.EVENT_NAMESPACE,
      config.NATS_STREAM_REPLICAS,
    );
    const relay = new OutboxRelay({
      db,
      nc,
      databaseUrl: config.DATABASE_URL,
      channel,
      log: app.log.child({ component: 'outbox-relay' }),
      pollMs: config.OUTBOX_POLL_MS,
      metrics: app.metrics,
    });
    app.addHook('onReady', () => relay.start());
    closeWithApp(app, () => relay.stop());
    watchOutbox(app.metrics, db);
  },
  {
    name: 'kit-outbox',
    fastify: '5.x',
    dependencies: ['kit-database', 'kit-nats'],
    decorators: { fastify: ['db', 'nc', 'metrics'] },
  },
);

/** How far the relay is behind, read at each scrape. */
function watchOutbox(metrics: ServiceMetrics, db: Knex): void {
  metrics.gaugeOnScrape('outbox_backlog', 'Outbox rows committed and not yet published', [], async (set) => {
    const row = await db('outbox').where('status', 'pending').count({ n: '*' }).first();
    set({}, Number(row?.n ?? 0));
  });
  metrics.gaugeOnScrape(
    'outbox_relay_lag_seconds',
    'Age of the oldest outbox row not yet published (0 when none waits)',
    [],
    async (set) => {
      const { rows } = await db.raw<{ rows: Array<{ age: number | null }> }>(
        `SELECT extract(epoch FROM now() - min(created_at))::float AS age FROM outbox WHERE status = 'pending'`,
      );
      set({}, rows[0]?.age ?? 0);
    },
  );
}
