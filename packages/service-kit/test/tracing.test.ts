import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TraceCollector,
  createTestDatabase,
  deleteStreams,
  testEnv,
  uniqueName,
  waitFor,
  type CollectedSpan,
  type TestDatabase,
} from '../src/testing';
import { baseConfigSchema, createService, database, loadConfig, nats, outbox, use } from '../src';
import { buildFixture, type FixtureApp } from './fixture-service';

/**
 * Issue 19: with OTEL_EXPORTER_OTLP_ENDPOINT set, one trace runs from a request through the outbox
 * and NATS into the consumer that acts on the event, and log lines name it. (The whole chain through
 * the real gateway to a notification is e2e/tracing.test.ts.)
 */

const collector = new TraceCollector();
const logLines: Array<Record<string, unknown>> = [];
let db: TestDatabase;
let namespace: string;
let endpoint: string;
let publisher: Awaited<ReturnType<typeof buildPublisher>>;
let consumer: FixtureApp;
const consumedTraceIds: string[] = [];

async function buildPublisher(env: Record<string, string | undefined>) {
  const config = loadConfig('traced', baseConfigSchema, { ...env, DB_SCHEMA: 'traced' });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  const app = await createService({
    name: 'traced',
    config,
    routes: [{ method: 'POST', path: '/api/profiles/gone', auth: 'public' }],
    logger: pino({ level: 'info' }, sink),
  })
    .then(use(database, {}))
    .then(use(nats))
    .then(use(outbox, { stream: 'profile' }));
  app.post('/api/profiles/gone', { config: { auth: 'public' } }, async (req) => {
    req.log.info('publishing');
    const eventId = await app.db.transaction((trx) =>
      app.events.publish(trx, 'profile.profile.deleted', { profileId: randomUUID(), userId: randomUUID() }),
    );
    return { eventId };
  });
  return app;
}

beforeAll(async () => {
  endpoint = await collector.start();
  db = await createTestDatabase();
  namespace = uniqueName('trace');
  const env = testEnv(db, namespace, { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OUTBOX_POLL_MS: '100' });
  publisher = await buildPublisher(env);
  consumer = await buildFixture({
    env,
    handlers: {
      'profile.profile.deleted': async (_event, ctx) => {
        consumedTraceIds.push(String((ctx.log as unknown as pino.Logger).bindings().traceId));
      },
    },
  });
  await publisher.ready();
  await consumer.ready();
});
afterAll(async () => {
  await consumer?.close();
  await publisher?.close();
  await collector.stop();
  await db?.drop();
  await deleteStreams(namespace);
});

const spansOf = (traceId: string) => collector.spans.filter((s) => s.traceId === traceId);

describe('tracing', () => {
  it('follows a request into the outbox, across NATS and into the consumer', async () => {
    // As the gateway sends it: its own span as the parent.
    const gatewayTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
    const gatewaySpan = '00f067aa0ba902b7';
    const res = await publisher.inject({
      method: 'POST',
      url: '/api/profiles/gone',
      headers: { traceparent: `00-${gatewayTrace}-${gatewaySpan}-01`, 'x-request-id': 'trace-one' },
    });
    expect(res.statusCode).toBe(200);
    const { eventId } = res.json<{ eventId: string }>();

    const find = (pick: (spans: CollectedSpan[]) => CollectedSpan | undefined, what: string) =>
      waitFor(async () => pick(spansOf(gatewayTrace)), { timeoutMs: 15_000, what });
    const server = await find((all) => all.find((s) => s.kind === 2), 'the server span');
    const produced = await find((all) => all.find((s) => s.kind === 4), 'the relay span');
    const consumed = await find((all) => all.find((s) => s.kind === 5), 'the consumer span');

    expect(server).toMatchObject({
      name: 'POST /api/profiles/gone',
      parentSpanId: gatewaySpan,
      attributes: { 'request.id': 'trace-one', 'http.response.status_code': 200 },
    });
    expect(produced.parentSpanId).toBe(server.spanId);
    expect(produced.attributes['messaging.message.id']).toBe(eventId);
    expect(consumed).toMatchObject({
      name: 'consume profile.profile.deleted',
      parentSpanId: produced.spanId,
      attributes: { 'messaging.message.id': eventId },
    });
    // The outbox row kept the trace; the consumer's log lines name it.
    const row = await publisher.db('outbox').where({ id: eventId }).first();
    expect(row.headers.traceparent).toContain(gatewayTrace);
    expect(consumedTraceIds).toContain(gatewayTrace);
  });

  it('names the trace on the request log line and on the handler own lines', async () => {
    const res = await publisher.inject({
      method: 'POST',
      url: '/api/profiles/gone',
      headers: { 'x-request-id': 'trace-two' },
    });
    expect(res.statusCode).toBe(200);
    const lines = logLines.filter((l) => l.reqId === 'trace-two');
    expect(lines.map((l) => l.msg)).toEqual(['publishing', 'request']);
    const [own, request] = lines;
    expect(own!.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(request!.traceId).toBe(own!.traceId);
  });

  it('at the edge, a client cannot choose or join a trace', async () => {
    const edge = await createService({
      name: 'edge',
      config: loadConfig(
        'edge',
        baseConfigSchema,
        testEnv(db, namespace, { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }),
      ),
      userContext: 'none',
    });
    edge.get('/hello', async () => ({ ok: true }));
    const forged = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    await edge.inject({
      method: 'GET',
      url: '/hello',
      headers: { traceparent: `00-${forged}-bbbbbbbbbbbbbbbb-01` },
    });
    await edge.close();
    const hello = await waitFor(async () => collector.spans.find((s) => s.name === 'GET /hello'), {
      timeoutMs: 15_000,
      what: 'the edge span',
    });
    expect(hello.traceId).not.toBe(forged);
    expect(hello.parentSpanId).toBe('');
  });
});
