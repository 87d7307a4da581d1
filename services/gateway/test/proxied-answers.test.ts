import { createServer, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  deleteStreams,
  freePort,
  uniqueName,
  type TestDatabase,
} from '@app/service-kit/testing';
import { startStack, type Stack } from './harness';

/**
 * A service's answer reaches the person as the service sent it: small answers are read whole and
 * sent on as one buffer, large or unsized ones (event streams) are streamed, and an answer the
 * service breaks off part-way becomes a clear 502 rather than a truncated body.
 */

const large = 'x'.repeat(200 * 1024);

/** A bare HTTP service standing in for networking: `?answer=` says how it answers. */
function upstreamAnswering(res: ServerResponse, answer: string, method: string): void {
  switch (answer) {
    case 'small': {
      const body = JSON.stringify({ items: ['Aroha Ngata', 'Zoë Müller', 'Đặng Thu'], method });
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'x-total-count': '3',
      });
      res.end(body);
      return;
    }
    case 'large':
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(large.length) });
      res.end(large);
      return;
    case 'head':
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '42' });
      res.end();
      return;
    case 'empty':
      res.writeHead(204);
      res.end();
      return;
    case 'stream':
      // The first event goes out at once; the stream then stays open until the client leaves.
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write('data: first\n\n');
      return;
    case 'cut':
      // Promises 1,000 bytes, sends 11 and drops the connection.
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"items":[1');
      setTimeout(() => res.socket?.destroy(), 20);
      return;
    default:
      res.writeHead(404).end();
  }
}

describe('answers proxied from a service', () => {
  let db: TestDatabase;
  let stack: Stack;
  let upstream: Server;
  const ns = uniqueName('answers');

  beforeAll(async () => {
    db = await createTestDatabase();
    const port = await freePort();
    upstream = createServer((req, res) => {
      const answer = new URL(req.url ?? '/', 'http://upstream').searchParams.get('answer') ?? '';
      upstreamAnswering(res, answer, req.method ?? '');
    });
    await new Promise<void>((resolve) => upstream.listen(port, '127.0.0.1', resolve));
    stack = await startStack(db, ns, { NETWORKING_URL: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    upstream?.closeAllConnections();
    await new Promise((resolve) => upstream?.close(resolve));
    await stack?.close();
    await db?.drop();
    await deleteStreams(ns);
  });

  const get = (answer: string, init?: RequestInit) =>
    fetch(`${stack.gatewayUrl}/api/phd-supervisors?answer=${answer}`, init);

  it("passes a small answer on whole: status, the service's headers, the exact body", async () => {
    const res = await get('small');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('x-total-count')).toBe('3');
    const body = JSON.stringify({ items: ['Aroha Ngata', 'Zoë Müller', 'Đặng Thu'], method: 'GET' });
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    expect(await res.text()).toBe(body);
  });

  it('passes a large answer on byte for byte', async () => {
    const res = await get('large');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(large.length));
    expect(await res.text()).toBe(large);
  });

  it("keeps a HEAD answer's length and a 204's emptiness", async () => {
    const head = await get('head', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('42');
    expect(await head.text()).toBe('');
    const empty = await get('empty');
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe('');
  });

  it('streams an event stream as it comes, without waiting for its end', async () => {
    const controller = new AbortController();
    const res = await get('stream', { signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const first = await res.body!.getReader().read();
    expect(new TextDecoder().decode(first.value)).toBe('data: first\n\n');
    controller.abort();
  });

  it('answers 502 with a message when the service breaks its answer off part-way', async () => {
    const res = await get('cut');
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      error: 'Bad Gateway',
      code: 'UPSTREAM_ERROR',
      message: 'The networking service failed to answer. Please try again.',
    });
  });
});
