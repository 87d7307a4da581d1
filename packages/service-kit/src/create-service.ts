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
import { pino, type Logger } from 'pino';
import type { ServiceRoutes } from '@app/contracts';
import type { BaseConfig, TrustProxy } from './config';
import { installAuth } from './auth';
import { OneLinePerRequest, installRequestLog } from './request-log';
import { answerClientError, answerError, installErrorHandling } from './errors';
import { INSTANCE_ID } from './db';
import { installHealth } from './health';
import { ServiceMetrics, installHttpMetrics, serveMetricsPort, serveMetricsRoute } from './metrics';
import { installRouteCatalogueCheck } from './route-catalogue';
import { installTracing, startTracing } from './tracing';

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

// What every app the kit builds has. What only some have (a database, NATS, Redis, an outbox) is
// added by the plugin that brings it, and typed on the app `use` returns (see kit-plugin.ts).
declare module 'fastify' {
  interface FastifyInstance {
    serviceName: string;
    baseConfig: BaseConfig;
    /** This instance's Prometheus registry and the kit's own metrics; services add theirs. */
    metrics: ServiceMetrics;
  }
}

export interface CreateServiceOptions {
  name: string;
  config: BaseConfig;
  /** The catalogue entries this service serves: every `/api` route must be one of them. */
  routes?: ServiceRoutes;
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
 * The Fastify instance every service starts from: config, logging with request ids and one line
 * per request, zod validation, one error shape, per-route auth held to the route catalogue,
 * metrics, `/healthz` and `/readyz`. Not listening; `runService` listens and handles SIGTERM.
 * A service then registers what it uses, in order (see `use`): `database`, `nats`, `redis`,
 * `outbox`, its own objects and routes, and last its `consumers`.
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
    // Starting with its neighbours on a busy host, a service may wait long for PostgreSQL and for
    // the migration lock; Fastify's 10 s would restart it in a loop.
    pluginTimeout: 120_000,
    logController: new OneLinePerRequest(),
    // Refusals before any route (a malformed address, a request the HTTP parser rejected) in the
    // catalogue's words, like every other error.
    frameworkErrors: answerError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  // Every body is JSON: without this, text/plain reached the schemas as a string and was refused as
  // "expected object, received string" rather than as the wrong kind of body (415).
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('serviceName', name);
  app.decorate('baseConfig', config);
  const metrics = new ServiceMetrics(name);
  app.decorate('metrics', metrics);
  installHttpMetrics(app, metrics);
  if (config.METRICS_PORT) serveMetricsPort(app, metrics, config.METRICS_PORT, config.HOST);
  else if (opts.metrics !== 'own-port') serveMetricsRoute(app, metrics);
  // The gateway starts each trace; a service continues the gateway's (or a caller's on the
  // internal network).
  if (startTracing(name, config.OTEL_EXPORTER_OTLP_ENDPOINT))
    installTracing(app, opts.userContext !== 'none');
  installErrorHandling(app, opts.notFound);
  installRequestLog(app, logger, opts.quietRequest);
  if (opts.userContext !== 'none') installAuth(app, config.INTERNAL_AUTH_SECRET);
  installRouteCatalogueCheck(app, name, opts.routes);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // Behind the gateway the upstream's header is the one that tells who served the request.
    if (config.INSTANCE_HEADER && !reply.hasHeader('x-instance'))
      reply.header('x-instance', `${name}@${INSTANCE_ID}`);
    done(null, payload);
  });

  installHealth(app);
  return app;
}
