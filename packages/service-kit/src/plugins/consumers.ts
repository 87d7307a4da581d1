import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DurableConsumer, validateSubscriptions, type Subscription } from '../consumer';
import { closeWithApp, type KitPlugin } from '../kit-plugin';
import type { ServiceMetrics } from '../metrics';
import type { DatabaseDecorations } from './database';
import type { NatsDecorations } from './nats';
import type { OutboxDecorations } from './outbox';

export interface ConsumersPluginOptions {
  /** The service's subscriptions (its `events/subscriptions.ts`), built from its own objects. */
  subscriptions: Subscription[];
}

/**
 * Durable, idempotent consumers of other services' streams. Register it last, once the objects
 * its handlers use exist: consumers start when the app is ready (after the migrations, which ran
 * when the database plugin was registered) and are the first thing stopped when it closes, so
 * no handler runs against a closed pool. Handlers may publish follow-on events when the service
 * registered the outbox.
 */
export const consumers: KitPlugin<ConsumersPluginOptions, Record<never, never>> = fp(
  async (app: FastifyInstance, opts: ConsumersPluginOptions) => {
    validateSubscriptions(opts.subscriptions);
    const config = app.baseConfig;
    // Present: fastify-plugin checked the `decorators` below before running this.
    const { db, nc } = app as FastifyInstance & DatabaseDecorations & NatsDecorations;
    const publisher = app.hasDecorator('events') ? (app as FastifyInstance & OutboxDecorations).events : null;
    const started = opts.subscriptions.map(
      (sub) =>
        new DurableConsumer(sub, {
          service: app.serviceName,
          namespace: config.EVENT_NAMESPACE,
          streamReplicas: config.NATS_STREAM_REPLICAS,
          nc,
          db,
          publisher,
          log: app.log.child({ component: 'consumer' }),
          maxDeliver: config.CONSUMER_MAX_DELIVER,
          retryBaseMs: config.CONSUMER_RETRY_BASE_MS,
          metrics: app.metrics,
        }),
    );
    for (const consumer of started) {
      app.addHook('onReady', () => consumer.start());
      closeWithApp(app, () => consumer.stop());
    }
    if (started.length > 0) watchConsumers(app.metrics, started);
  },
  {
    name: 'kit-consumers',
    fastify: '5.x',
    dependencies: ['kit-database', 'kit-nats'],
    decorators: { fastify: ['db', 'nc', 'metrics'] },
  },
);

/** Each consumer's lag, read at each scrape. */
function watchConsumers(metrics: ServiceMetrics, consumers: DurableConsumer[]): void {
  metrics.gaugeOnScrape(
    'consumer_pending_messages',
    'Events on the stream a durable consumer has not yet taken (its lag), and taken but not acked',
    ['durable', 'state'],
    async (set) => {
      for (const consumer of consumers) {
        const lag = await consumer.lag();
        set({ durable: consumer.consumerName, state: 'pending' }, lag.pending);
        set({ durable: consumer.consumerName, state: 'ack_pending' }, lag.ackPending);
      }
    },
  );
}
