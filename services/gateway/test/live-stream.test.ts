import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BrowserClient,
  createTestDatabase,
  deleteStreams,
  freePort,
  uniqueName,
  waitFor,
  type TestDatabase,
} from '@app/service-kit/testing';
import { startStack, type Stack } from './harness';

/**
 * Live updates through the gateway (issue 43): the event stream is forwarded as it comes and
 * kept open past the upstream timeout (it is quiet between heartbeats), and a sign-out ends the
 * person's streams at live updates.
 */

const GAP_MS = 1200;
let db: TestDatabase;
let stack: Stack;
let liveUpdates: Server;
const ns = uniqueName('gwlive');
const ended: Array<{ userId: string; reason: string; from: string | undefined }> = [];

async function body(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

beforeAll(async () => {
  db = await createTestDatabase();
  const port = await freePort();
  // Stands in for live updates: a stream with a second message after a silence longer than the
  // gateway's upstream timeout, and the internal end route.
  liveUpdates = createServer((req, res) => {
    if (req.method === 'GET' && req.url?.startsWith('/api/events/stream')) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write('data: first\n\n');
      const timer = setTimeout(() => res.write('data: second\n\n'), GAP_MS);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    if (req.method === 'POST' && req.url === '/internal/streams/end') {
      void body(req).then((text) => {
        ended.push({
          ...(JSON.parse(text) as { userId: string; reason: string }),
          from: req.headers['x-user-context'] as string,
        });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"announced":true}');
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => liveUpdates.listen(port, '127.0.0.1', resolve));
  stack = await startStack(db, ns, {
    LIVE_UPDATES_URL: `http://127.0.0.1:${port}`,
    UPSTREAM_TIMEOUT_MS: String(GAP_MS / 3),
  });
});
afterAll(async () => {
  liveUpdates?.closeAllConnections();
  await new Promise((resolve) => liveUpdates?.close(resolve));
  await stack?.close();
  await db?.drop();
  await deleteStreams(ns);
});

async function signIn(email: string) {
  const browser = new BrowserClient();
  await browser.follow(`${stack.gatewayUrl}/api/login?${new URLSearchParams({ login_hint: email })}`);
  const me = (await (await browser.request(`${stack.gatewayUrl}/api/auth/user`)).json()) as { id: string };
  return { browser, userId: me.id };
}

describe('the live stream through the gateway', () => {
  it('is refused signed out', async () => {
    const res = await fetch(`${stack.gatewayUrl}/api/events/stream`);
    expect(res.status).toBe(401);
  });

  it('stays open past the upstream timeout, uncompressed, each message as it comes', async () => {
    const { browser } = await signIn('lena.live@example.edu');
    const controller = new AbortController();
    try {
      const res = await browser.request(`${stack.gatewayUrl}/api/events/stream`, {
        signal: controller.signal,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/event-stream');
      expect(res.headers.get('content-encoding')).toBeNull();
      const reader = res.body!.getReader();
      let text = '';
      while (!text.includes('second')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      expect(text).toBe('data: first\n\ndata: second\n\n');
    } finally {
      controller.abort();
    }
  });

  it('holds more streams to live updates at once than an HTTP client pool holds by default (128)', async () => {
    // Each stream keeps its connection to live updates for as long as it is open: with
    // reply-from's default pool (128 connections) the 129th tab's stream waited for ever.
    const { browser } = await signIn('ines.live@example.edu');
    const cookie = Object.entries(browser.cookies(new URL(stack.gatewayUrl).origin))
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    const controller = new AbortController();
    try {
      const firsts = await Promise.all(
        Array.from({ length: 160 }, async () => {
          const res = await fetch(`${stack.gatewayUrl}/api/events/stream`, {
            headers: { cookie },
            signal: AbortSignal.any([controller.signal, AbortSignal.timeout(30_000)]),
          });
          const { value } = await res.body!.getReader().read();
          return `${res.status} ${new TextDecoder().decode(value)}`;
        }),
      );
      expect(new Set(firsts)).toEqual(new Set(['200 data: first\n\n']));
    } finally {
      controller.abort();
    }
  });

  it('refuses a stream beyond the streams a replica holds (LIVE_STREAMS_MAX), and takes one again once one ends', async () => {
    const replica = await stack.replica({ LIVE_STREAMS_MAX: 2 });
    const { browser } = await signIn('oona.live@example.edu');
    const cookie = Object.entries(browser.cookies(new URL(stack.gatewayUrl).origin))
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    const open = async () => {
      const controller = new AbortController();
      const res = await fetch(`${replica.url}/api/events/stream`, {
        headers: { cookie },
        signal: controller.signal,
      });
      if (res.status === 200) await res.body!.getReader().read(); // the first message: it is forwarded
      return { res, close: () => controller.abort() };
    };
    const first = await open();
    const second = await open();
    try {
      expect([first.res.status, second.res.status]).toEqual([200, 200]);
      const third = await open();
      expect(third.res.status).toBe(503);
      expect(await third.res.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Live updates are busy; the page refreshes on its own.',
      });
      first.close();
      await waitFor(
        async () => {
          const again = await open();
          again.close();
          return again.res.status === 200;
        },
        { what: 'a stream taken again once one ended' },
      );
    } finally {
      first.close();
      second.close();
    }
  });

  it('ends the streams it forwards when it stops, so that browsers reconnect to another replica', async () => {
    const replica = await stack.replica();
    const { browser } = await signIn('nell.live@example.edu');
    const cookie = Object.entries(browser.cookies(new URL(stack.gatewayUrl).origin))
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    const res = await fetch(`${replica.url}/api/events/stream`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read(); // the first message
    const started = Date.now();
    await replica.gateway.close();
    let done = false;
    while (!done) ({ done } = await reader.read());
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("ends the person's streams at live updates when they sign out, as the gateway", async () => {
    const { browser, userId } = await signIn('mara.live@example.edu');
    await browser.request(`${stack.gatewayUrl}/api/logout`);
    await waitFor(() => ended.some((e) => e.userId === userId), { what: 'the end call' });
    expect(ended.find((e) => e.userId === userId)).toMatchObject({ reason: 'signed-out' });
    expect(ended.find((e) => e.userId === userId)!.from).toBeTruthy();
  });
});
