import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, deleteStreams, uniqueName, type TestDatabase } from '@app/service-kit/testing';
import { retryDelays, upstreamRetryDelay } from '../src/proxy/upstream-retry';
import { startStack, type Stack } from './harness';

/**
 * A service being redeployed is absent for a few seconds. Reads that could not reach it are sent
 * again until it is back (within the window); writes are never sent twice.
 */

describe('which failures are retried', () => {
  const delay = upstreamRetryDelay(5000);
  const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

  it('retries a read that never reached the service, and a kept-alive connection closed under it', () => {
    expect(delay({ err: refused, req: { method: 'GET' }, attempt: 0 })).toBe(100);
    const gone = new Error('fetch failed', { cause: { code: 'ENOTFOUND' } });
    expect(delay({ err: gone, req: { method: 'HEAD' }, attempt: 2 })).toBe(400);
    const reset = Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' });
    expect(delay({ err: reset, req: { method: 'GET' }, attempt: 5 })).toBe(1000);
  });

  it("retries a read that a draining instance turned away (503, Connection: close), not a service's own 503", () => {
    const draining = { statusCode: 503, headers: { connection: 'close' } };
    expect(delay({ res: draining, req: { method: 'GET' }, attempt: 0 })).toBe(100);
    expect(delay({ res: draining, req: { method: 'POST' }, attempt: 0 })).toBeNull();
    const unavailable = { statusCode: 503, headers: { connection: 'keep-alive' } };
    expect(delay({ res: unavailable, req: { method: 'GET' }, attempt: 0 })).toBeNull();
    expect(delay({ res: { statusCode: 200, headers: {} }, req: { method: 'GET' }, attempt: 0 })).toBeNull();
  });

  it('never retries a write, an answer, a timeout, or past the window', () => {
    expect(delay({ err: refused, req: { method: 'POST' }, attempt: 0 })).toBeNull();
    expect(delay({ req: { method: 'GET' }, attempt: 0 })).toBeNull();
    const timeout = Object.assign(new Error('headers timeout'), { code: 'UND_ERR_HEADERS_TIMEOUT' });
    expect(delay({ err: timeout, req: { method: 'GET' }, attempt: 0 })).toBeNull();
    expect(delay({ err: refused, req: { method: 'GET' }, attempt: retryDelays(5000).length })).toBeNull();
  });

  it('spends at most the window waiting', () => {
    const total = (ms: number) => retryDelays(ms).reduce((a, b) => a + b, 0);
    expect(total(5000)).toBeLessThanOrEqual(5000);
    expect(total(5000)).toBeGreaterThan(4000);
    expect(retryDelays(0)).toEqual([]);
  });
});

describe('through the gateway', () => {
  let db: TestDatabase;
  let stack: Stack;
  let port: number;
  let service: FastifyInstance | null = null;
  const ns = uniqueName('retry');

  beforeAll(async () => {
    db = await createTestDatabase();
    const { freePort } = await import('@app/service-kit/testing');
    port = await freePort();
    stack = await startStack(db, ns, {
      NETWORKING_URL: `http://127.0.0.1:${port}`,
      UPSTREAM_RETRY_WINDOW_MS: '5000',
    });
  });
  afterAll(async () => {
    await service?.close();
    await stack?.close();
    await db?.drop();
    await deleteStreams(ns);
  });

  it('answers a read once the service is back, and refuses a write at once', async () => {
    const read = fetch(`${stack.gatewayUrl}/api/phd-supervisors?search=ai`);
    const write = await fetch(`${stack.gatewayUrl}/api/academic-requests`, { method: 'POST' });
    expect([401, 503]).toContain(write.status);

    await new Promise((r) => setTimeout(r, 800));
    service = Fastify();
    service.get('/api/phd-supervisors', async () => ({ items: [], back: true }));
    await service.listen({ port, host: '127.0.0.1' });

    const res = await read;
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ back: true });
  });
});
