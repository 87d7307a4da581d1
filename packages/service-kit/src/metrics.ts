import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { INSTANCE_ID } from './db';

/**
 * What an operator watches, in Prometheus' text format: requests by route, the outbox, consumers,
 * and the process itself (memory, event-loop delay, GC: prom-client's default metrics). One
 * registry per service instance, so tests that build several services in one process keep theirs apart.
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  readonly httpRequests: Counter<'method' | 'route' | 'status_code'>;
  readonly httpDuration: Histogram<'method' | 'route'>;
  readonly outboxPublished: Counter;
  readonly outboxDead: Counter;
  readonly consumerDeliveries: Counter<'durable'>;
  readonly consumerRedeliveries: Counter<'durable'>;
  readonly consumerDeadLetters: Counter<'durable'>;

  constructor(service: string) {
    this.registry.setDefaultLabels({ service, instance: INSTANCE_ID });
    collectDefaultMetrics({ register: this.registry });
    const registers = [this.registry];
    this.httpRequests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      registers,
    });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.outboxPublished = new Counter({
      name: 'outbox_published_total',
      help: 'Outbox rows this instance published to NATS',
      registers,
    });
    this.outboxDead = new Counter({
      name: 'outbox_dead_total',
      help: 'Outbox rows parked as dead after repeated failures',
      registers,
    });
    this.consumerDeliveries = new Counter({
      name: 'consumer_deliveries_total',
      help: 'Event deliveries this instance received, per durable consumer',
      labelNames: ['durable'],
      registers,
    });
    this.consumerRedeliveries = new Counter({
      name: 'consumer_redeliveries_total',
      help: 'Deliveries that were redeliveries (a handler failed or an ack was late)',
      labelNames: ['durable'],
      registers,
    });
    this.consumerDeadLetters = new Counter({
      name: 'consumer_dead_letters_total',
      help: 'Events terminated and kept in dead_letters, per durable consumer',
      labelNames: ['durable'],
      registers,
    });
  }

  /** A gauge read when Prometheus scrapes (queue depths, backlogs); a failed read leaves it unset. */
  gaugeOnScrape<L extends string>(
    name: string,
    help: string,
    labelNames: L[],
    read: (set: (labels: Partial<Record<L, string>>, value: number) => void) => Promise<void>,
  ): void {
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        await read((labels, value) => this.set(labels, value)).catch(() => undefined);
      },
    });
  }
}

/** What the kit needs of a BullMQ queue (service-kit does not depend on BullMQ itself). */
export interface JobQueue {
  readonly name: string;
  getJobCounts(...states: string[]): Promise<Record<string, number>>;
}

const JOB_STATES = ['waiting', 'active', 'delayed', 'failed', 'prioritized'];

/** BullMQ queue depth by state, failed jobs included, read from Redis at each scrape. */
export function watchJobQueues(metrics: ServiceMetrics, queues: JobQueue[]): void {
  metrics.gaugeOnScrape(
    'bullmq_jobs',
    'Jobs in each BullMQ queue, by state',
    ['queue', 'state'],
    async (set) => {
      for (const queue of queues) {
        const counts = await queue.getJobCounts(...JOB_STATES);
        for (const state of JOB_STATES) set({ queue: queue.name, state }, counts[state] ?? 0);
      }
    },
  );
}

/** Counts and times every answered request under its route pattern (never the raw URL). */
export function installHttpMetrics(app: FastifyInstance, metrics: ServiceMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    metrics.httpRequests.inc({ method: request.method, route, status_code: String(reply.statusCode) });
    metrics.httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
}

/** `/metrics` on the service's own port: services are reached only on the internal network. */
export function serveMetricsRoute(app: FastifyInstance, metrics: ServiceMetrics): void {
  app.get('/metrics', { config: { auth: 'public' }, logLevel: 'warn' }, async (_request, reply) =>
    reply.type(metrics.registry.contentType).send(await metrics.registry.metrics()),
  );
}

/**
 * `/metrics` on a port of its own (the gateway's: its main port faces the internet, and nothing
 * there may show its internals). Started when the app is ready, closed with it.
 */
export function serveMetricsPort(
  app: FastifyInstance,
  metrics: ServiceMetrics,
  port: number,
  host: string,
): void {
  let server: Server | null = null;
  app.addHook('onReady', async () => {
    server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      metrics.registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
        () => res.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, host, resolve);
    });
  });
  app.addHook('onClose', async () => {
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
  });
}
