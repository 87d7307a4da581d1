import { createServer, request, type Server, type ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BrowserClient,
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
    case 'large-json': {
      // A big JSON answer sent in pieces without a length, as a service streams a long list.
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.write('[');
      for (let i = 0; i < 2000; i++)
        res.write(`${i ? ',' : ''}{"name":"Researcher ${i}","institution":"Monash University"}`);
      res.end(']');
      return;
    }
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
    case 'shareable':
    case 'private':
    case 'no-store': {
      const cacheControl = {
        shareable: 'public, max-age=3600',
        private: 'private, max-age=60',
        'no-store': 'no-store, must-revalidate',
      }[answer];
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': cacheControl });
      res.end('{}');
      return;
    }
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

  /** As a client that takes answers uncompressed (`identity`) unless it says otherwise. */
  const get = (answer: string, init: RequestInit = {}) =>
    fetch(`${stack.gatewayUrl}/api/phd-supervisors?answer=${answer}`, {
      ...init,
      headers: { 'accept-encoding': 'identity', ...init.headers },
    });

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

  describe('compression', () => {
    const raw = (answer: string, acceptEncoding: string) =>
      new Promise<{ status: number; encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        // node:http, which leaves the answer as it came (fetch would decode it).
        const url = new URL(`${stack.gatewayUrl}/api/phd-supervisors?answer=${answer}`);
        const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              encoding: res.headers['content-encoding'],
              body: Buffer.concat(chunks),
            }),
          );
        });
        req.on('error', reject);
        req.end();
      });

    it('compresses a large JSON answer with br, or gzip, as the client accepts, streaming it', async () => {
      const br = await raw('large-json', 'gzip, deflate, br');
      expect(br).toMatchObject({ status: 200, encoding: 'br' });
      const json = JSON.parse(brotliDecompressSync(br.body).toString()) as unknown[];
      expect(json).toHaveLength(2000);
      expect(br.body.length).toBeLessThan(JSON.stringify(json).length / 5);
      const gzip = await raw('large-json', 'gzip');
      expect(gzip.encoding).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.body).toString())).toHaveLength(2000);
    });

    it('leaves small answers, event streams and clients that accept no encoding alone', async () => {
      const small = await raw('small', 'gzip, br');
      expect(small.encoding).toBeUndefined();
      expect(JSON.parse(small.body.toString()).items).toHaveLength(3);
      const plain = await raw('large-json', 'identity');
      expect(plain.encoding).toBeUndefined();
      expect(JSON.parse(plain.body.toString())).toHaveLength(2000);
      const controller = new AbortController();
      const stream = await get('stream', { signal: controller.signal, headers: { 'accept-encoding': 'br' } });
      expect(stream.headers.get('content-encoding')).toBeNull();
      expect(new TextDecoder().decode((await stream.body!.getReader().read()).value)).toBe('data: first\n\n');
      controller.abort();
    });
  });

  describe('caching', () => {
    let member: BrowserClient;
    beforeAll(async () => {
      member = new BrowserClient();
      await member.follow(`${stack.gatewayUrl}/api/login?login_hint=cache.member@example.edu`);
    });
    const cacheControl = async (res: Promise<Response>) => {
      const answer = await res;
      await answer.arrayBuffer();
      return { status: answer.status, cacheControl: answer.headers.get('cache-control') };
    };
    const signedIn = (path: string) => cacheControl(member.request(`${stack.gatewayUrl}${path}`));
    const signedOut = (path: string) => cacheControl(fetch(`${stack.gatewayUrl}${path}`));

    it('keeps a signed-in route’s answer out of every cache, whatever the service said short of no-store', async () => {
      expect(await signedIn('/api/academic-connections?answer=small')).toEqual({
        status: 200,
        cacheControl: 'no-store',
      });
      expect(await signedIn('/api/academic-connections?answer=private')).toEqual({
        status: 200,
        cacheControl: 'no-store',
      });
      expect(await signedIn('/api/academic-connections?answer=no-store')).toEqual({
        status: 200,
        cacheControl: 'no-store, must-revalidate',
      });
      // The gateway's own refusal of such a route, and a route another service (identity) answers.
      expect(await signedOut('/api/academic-connections?answer=small')).toEqual({
        status: 401,
        cacheControl: 'no-store',
      });
      expect(await signedIn('/api/auth/user')).toEqual({ status: 200, cacheControl: 'no-store' });
    });

    it('leaves public answers cacheable, except one made for a signed-in person without a word on caching', async () => {
      expect(await signedOut('/api/phd-supervisors?answer=small')).toEqual({
        status: 200,
        cacheControl: null,
      });
      expect(await signedOut('/api/phd-supervisors?answer=shareable')).toEqual({
        status: 200,
        cacheControl: 'public, max-age=3600',
      });
      expect(await signedIn('/api/phd-supervisors?answer=shareable')).toEqual({
        status: 200,
        cacheControl: 'public, max-age=3600',
      });
      expect(await signedIn('/api/phd-supervisors?answer=small')).toEqual({
        status: 200,
        cacheControl: 'no-store',
      });
    });
  });
});
