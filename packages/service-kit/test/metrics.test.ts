import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  deleteStreams,
  freePort,
  publishEvent,
  testEnv,
  uniqueName,
  waitFor,
  type TestDatabase,
} from '../src/testing';
import { signUserContext, type App } from '../src';
import { buildFixture } from './fixture-service';

let db: TestDatabase;
const apps: App[] = [];
const namespaces: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});
afterAll(async () => {
  await db?.drop();
  for (const ns of namespaces) await deleteStreams(ns);
});

/** The value of one sample in Prometheus' text format, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)))
      return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('Prometheus metrics', () => {
  it('count a request by its route, an outbox relay and a consumer delivery', async () => {
    const ns = uniqueName('km');
    namespaces.push(ns);
    const applied: string[] = [];
    const app = await buildFixture({
      env: testEnv(db, ns, { OUTBOX_POLL_MS: '100' }),
      handlers: {
        'profile.profile.deleted': async (event) => {
          applied.push(event.id);
        },
      },
    });
    apps.push(app);
    await app.ready();
    const scrape = async () => (await app.inject({ method: 'GET', url: '/metrics' })).body;

    const before = await scrape();
    expect(sample(before, 'http_requests_total', { route: '/api/widgets' })).toBeUndefined();
    expect(sample(before, 'outbox_published_total')).toBe(0);

    const token = await signUserContext(
      { userId: randomUUID(), role: 'academic', email: 'm@example.edu', firstName: 'M', lastName: 'T' },
      app.baseConfig.INTERNAL_AUTH_SECRET,
      60,
    );
    const created = await app.inject({
      method: 'POST',
      url: '/api/widgets',
      headers: { 'x-user-context': token },
      payload: { name: 'gauge', size: 3 },
    });
    expect(created.statusCode).toBe(201);
    await app.db.transaction((trx) =>
      app.events.publish(trx, 'identity.user.deleted', {
        userId: randomUUID(),
        email: null,
        deletedBy: null,
      }),
    );
    const event = await publishEvent(ns, 'profile.profile.deleted', {
      profileId: randomUUID(),
      userId: randomUUID(),
    });
    await waitFor(async () => applied.includes(event.id), { timeoutMs: 15_000, what: 'the event applied' });

    const after = await waitFor(
      async () => {
        const text = await scrape();
        return (sample(text, 'outbox_published_total') ?? 0) >= 1 ? text : undefined;
      },
      { timeoutMs: 15_000, what: 'the outbox row published' },
    );
    expect(
      sample(after, 'http_requests_total', { method: 'POST', route: '/api/widgets', status_code: '201' }),
    ).toBe(1);
    expect(sample(after, 'http_request_duration_seconds_count', { route: '/api/widgets' })).toBe(1);
    expect(sample(after, 'consumer_deliveries_total', { durable: 'widgets<-profile' })).toBe(1);
    expect(sample(after, 'consumer_redeliveries_total', { durable: 'widgets<-profile' })).toBeUndefined();
    expect(sample(after, 'outbox_backlog')).toBe(0);
    expect(
      sample(after, 'consumer_pending_messages', { durable: 'widgets<-profile', state: 'pending' }),
    ).toBe(0);
    // The process itself: memory and event-loop delay, labelled with the service.
    expect(sample(after, 'process_resident_memory_bytes', { service: 'widgets' })).toBeGreaterThan(0);
    expect(sample(after, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('serves them only on METRICS_PORT when one is set, not on the service’s own port', async () => {
    const ns = uniqueName('km');
    namespaces.push(ns);
    const port = await freePort();
    const app = await buildFixture({ env: testEnv(db, ns, { METRICS_PORT: String(port) }) });
    apps.push(app);
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('process_resident_memory_bytes');
  });
});
