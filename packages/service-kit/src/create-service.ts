import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RawServerDefault,
} from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Knex } from 'knex';
import type { NatsConnection } from 'nats';
import type { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import type { ServiceRoutes } from '@app/contracts';
import type { PublishingService } from '@app/contracts/events';
import type { BaseConfig, TrustProxy } from './config';
import { installAuth } from './auth';
import { OneLinePerRequest, installRequestLog } from './request-log';
import { installErrorHandling } from './errors';
import { INSTANCE_ID, createDatabase, kitMigrations, migrate, type Migration } from './db';
import { connectNats, ensureStream } from './nats';
import { EventPublisher, OutboxRelay } from './outbox';
import { DurableConsumer, validateSubscriptions, type Subscription } from './consumer';
import { createRedis } from './redis';
import { installHealth, type HealthCheck } from './health';
import { ServiceMetrics, installHttpMetrics, serveMetricsPort, serveMetricsRoute } from './metrics';

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    serviceName: string;
    baseConfig: BaseConfig;
    /** Knex bound to this service's own schema (only when the service has migrations). */
    db: Knex;
    /** Writes domain events into the outbox inside a transaction (only for publishing services). */
    events: EventPublisher;
    /** The NATS connection (only when the service uses NATS). */
    nc: NatsConnection;
    /** ioredis with this service's key prefix (only when the service uses Redis). */
    redis: Redis;
    /** The outbox relay, exposed so tests can drive or observe it. */
    relay: OutboxRelay | null;
    consumers: DurableConsumer[];
    /** This instance's Prometheus registry and the kit's own metrics; services add theirs. */
    metrics: ServiceMetrics;
  }
}

export interface CreateServiceOptions {
  name: string;
  config: BaseConfig;
  /** The catalogue entries this service serves: every `/api` route must be one of them. */
  routes?: ServiceRoutes;
  /** The service's migrations; when given, the service gets a database bound to its schema. */
  migrations?: Migration[];
  /** The service's own stream, when it publishes events (implies NATS). */
  publishes?: PublishingService;
  /** Durable subscriptions to other services' streams (implies NATS and a database). */
  subscriptions?: Subscription[];
  nats?: boolean;
  redis?: boolean;
  /** Extra readiness checks, e.g. an SMTP server. */
  readiness?: Record<string, HealthCheck>;
  logger?: Logger;
  /**
   * 'verify' (services): trust only the signed `x-user-context` and enforce each route's `auth`.
   * 'none' (the gateway): it authenticates by session itself and strips any client-sent context.
   */
  userContext?: 'verify' | 'none';
  /** Replaces the JSON 404 (the gateway serves the web app's index.html for unknown page paths). */
  notFound?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /**
   * Where `/metrics` is served: on the service's own port (default), or only on `METRICS_PORT`
   * ('own-port', the gateway, whose port faces the internet; without the setting, nowhere).
   */
  metrics?: 'route' | 'own-port';
  /**
   * Whose `X-Forwarded-For` to believe when deriving `request.ip` (rate limits, logs). Services sit
   * behind the gateway, which overwrites the header with the client address it derived: they trust
   * that one hop (default 1). The gateway passes its TRUST_PROXY setting (default: no proxy).
   */
  trustProxy?: TrustProxy;
  /** Requests logged at debug rather than info (default: health probes and metrics scrapes). */
  quietRequest?: (request: FastifyRequest) => boolean;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** A hop count as the function Fastify's types accept (the nth hop and nearer are trusted). */
function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/**
 * Everything a service shares: config, logging with request ids, zod validation, one error shape,
 * health and readiness, per-route auth, its database (migrated under an advisory lock), the
 * transactional outbox and its relay, durable idempotent consumers, Redis, and an orderly close.
 * Returns the Fastify instance (not listening); `runService` listens and handles SIGTERM.
 */
export async function createService(opts: CreateServiceOptions): Promise<App> {
  const { config, name } = opts;
  const logger =
    opts.logger ??
    pino({
      name,
      level: config.LOG_LEVEL,
      redact: ['req.headers.cookie', 'req.headers["x-user-context"]', 'req.headers.authorization'],
    });

  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(opts.trustProxy ?? 1),
    keepAliveTimeout: 72_000,
    requestTimeout: 30_000,
    logController: new OneLinePerRequest(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('serviceName', name);
  app.decorate('baseConfig', config);
  app.decorate('relay', null);
  app.decorate('consumers', []);
  const metrics = new ServiceMetrics(name);
  app.decorate('metrics', metrics);
  installHttpMetrics(app, metrics);
  if (config.METRICS_PORT) serveMetricsPort(app, metrics, config.METRICS_PORT, config.HOST);
  else if (opts.metrics !== 'own-port') serveMetricsRoute(app, metrics);
  installErrorHandling(app, opts.notFound);
  installRequestLog(app, opts.quietRequest);
  if (opts.userContext !== 'none') installAuth(app, config.INTERNAL_AUTH_SECRET);
  installRouteCatalogueCheck(app, name, opts.routes);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Behind the gateway the upstream's header is the one that tells who served the request.
    if (config.INSTANCE_HEADER && !reply.hasHeader('x-instance'))
      reply.header('x-instance', `${name}@${INSTANCE_ID}`);
  });

  const checks: Record<string, HealthCheck> = { ...opts.readiness };
  const closers: Array<() => Promise<unknown>> = [];
  app.addHook('onClose', async () => {
    for (const close of closers.reverse())
      await close().catch((err) => app.log.warn({ err }, 'error while closing'));
  });

  try {
    const subscriptions = opts.subscriptions ?? [];
    validateSubscriptions(subscriptions);
    const needsDb = Boolean(opts.migrations) || subscriptions.length > 0 || Boolean(opts.publishes);
    const schema = config.DB_SCHEMA ?? name;
    const dbOpts = { url: config.DATABASE_URL, schema, poolMax: config.DB_POOL_MAX, applicationName: name };

    if (needsDb) {
      const db = createDatabase(dbOpts);
      closers.push(() => db.destroy());
      app.decorate('db', db);
      await migrate(db, dbOpts, [...kitMigrations, ...(opts.migrations ?? [])]);
      checks.database = async () => {
        await db.raw('SELECT 1');
      };
    }

    if (opts.nats || opts.publishes || subscriptions.length > 0) {
      const nc = await connectNats(config.NATS_URL, name, logger);
      closers.push(async () => {
        if (!nc.isClosed()) await nc.drain();
      });
      app.decorate('nc', nc);
      checks.nats = async () => {
        if (nc.isClosed()) throw new Error('connection closed');
        await nc.flush();
      };
      const channel = `outbox_${schema}`;
      const publisher = new EventPublisher(config.EVENT_NAMESPACE, channel);
      app.decorate('events', publisher);

      if (opts.publishes) {
        await ensureStream(await nc.jetstreamManager(), opts.publishes, config.EVENT_NAMESPACE);
        const relay = new OutboxRelay({
          db: app.db,
          nc,
          databaseUrl: config.DATABASE_URL,
          channel,
          log: logger.child({ component: 'outbox-relay' }),
          pollMs: config.OUTBOX_POLL_MS,
          metrics,
        });
        app.relay = relay;
        app.addHook('onReady', () => relay.start());
        closers.push(() => relay.stop());
      }
      for (const sub of subscriptions) {
        const consumer = new DurableConsumer(sub, {
          service: name,
          namespace: config.EVENT_NAMESPACE,
          nc,
          db: app.db,
          publisher: opts.publishes ? publisher : null,
          log: logger.child({ component: 'consumer' }),
          maxDeliver: config.CONSUMER_MAX_DELIVER,
          retryBaseMs: config.CONSUMER_RETRY_BASE_MS,
          metrics,
        });
        app.consumers.push(consumer);
        app.addHook('onReady', () => consumer.start());
        closers.push(() => consumer.stop());
      }
    }

    if (needsDb && opts.publishes) {
      metrics.gaugeOnScrape(
        'outbox_backlog',
        'Outbox rows committed and not yet published',
        [],
        async (set) => {
          const row = await app.db('outbox').where('status', 'pending').count({ n: '*' }).first();
          set({}, Number(row?.n ?? 0));
        },
      );
      metrics.gaugeOnScrape(
        'outbox_relay_lag_seconds',
        'Age of the oldest outbox row not yet published (0 when none waits)',
        [],
        async (set) => {
          const { rows } = await app.db.raw<{ rows: Array<{ age: number | null }> }>(
            `SELECT extract(epoch FROM now() - min(created_at))::float AS age FROM outbox WHERE status = 'pending'`,
          );
          set({}, rows[0]?.age ?? 0);
        },
      );
    }
    if (app.consumers.length > 0) {
      metrics.gaugeOnScrape(
        'consumer_pending_messages',
        'Events on the stream a durable consumer has not yet taken (its lag), and taken but not acked',
        ['durable', 'state'],
        async (set) => {
          for (const consumer of app.consumers) {
            const lag = await consumer.lag();
            set({ durable: consumer.consumerName, state: 'pending' }, lag.pending);
            set({ durable: consumer.consumerName, state: 'ack_pending' }, lag.ackPending);
          }
        },
      );
    }

    if (opts.redis) {
      const redis = createRedis(config.REDIS_URL, config.REDIS_PREFIX, logger);
      await redis
        .connect()
        .catch((err: Error) => logger.warn({ err: err.message }, 'Redis is not reachable yet'));
      closers.push(async () => {
        redis.disconnect();
      });
      app.decorate('redis', redis);
      checks.redis = async () => {
        await redis.ping();
      };
    }
  } catch (err) {
    await app.close().catch(() => undefined);
    throw err;
  }

  installHealth(app, checks);
  return app;
}

function installRouteCatalogueCheck(
  app: FastifyInstance,
  name: string,
  routes: ServiceRoutes | undefined,
): void {
  const declared = new Map((routes ?? []).map((r) => [`${r.method} ${r.path}`, r]));
  const registered = new Set<string>();
  app.decorate('unservedCatalogueRoutes', () => [...declared.keys()].filter((k) => !registered.has(k)));
  if (!routes) return; // the gateway forwards prefixes; services declare their slice of the catalogue
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const key = `${method} ${route.url}`;
      const spec = declared.get(key);
      if (!spec)
        throw new Error(`${name}: ${key} is not in the route catalogue (contracts/src/${name}/routes.ts)`);
      if (spec.auth !== route.config?.auth) {
        throw new Error(
          `${name}: ${key} declares auth '${route.config?.auth}' but the catalogue says '${spec.auth}'`,
        );
      }
      registered.add(key);
    }
  });
  app.addHook('onReady', async () => {
    const missing = [...declared.keys()].filter((k) => !registered.has(k));
    if (missing.length > 0) app.log.warn({ missing }, 'catalogue routes this service does not serve yet');
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue routes of this service that no handler serves (tests assert it is empty). */
    unservedCatalogueRoutes: () => string[];
  }
}
