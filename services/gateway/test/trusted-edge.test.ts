import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BrowserClient, first } from '@app/service-kit/testing';
import { Writable } from 'node:stream';
import pino from 'pino';
import { trustProxySetting } from '@app/service-kit';
import { stacksOfThisFile, type Stack } from './harness';

/**
 * Issue 21: a client cannot choose its own address with X-Forwarded-For, so it can neither get a
 * fresh rate-limit bucket per request nor put a forged address in the logs and the services'
 * view. Behind a load balancer (TRUST_PROXY=1), that proxy's header is believed.
 */

const startStack = stacksOfThisFile('gt');

/** The gateway's log lines, as JSON (each stack writes here). */
const logged: Array<Record<string, unknown>> = [];
const logSink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logged.push(JSON.parse(line));
    done();
  },
});

const stack = (extra: Record<string, string>) =>
  startStack({ RATE_LIMIT_MAX: '50', ...extra }, pino({ level: 'info' }, logSink));

/** What the rate limiter says is left in the bucket this request was counted in. */
async function remainingAfter(s: Stack, forwardedFor: string): Promise<number> {
  const res = await fetch(`${s.gatewayUrl}/api/auth/user`, { headers: { 'x-forwarded-for': forwardedFor } });
  await res.arrayBuffer();
  return Number(res.headers.get('x-ratelimit-remaining'));
}

/** The client address the gateway passed on, as the service behind it saw it. */
async function addressSeenBehind(s: Stack, forwardedFor: string): Promise<string | null> {
  return (await proxiedRequest(s, forwardedFor)).seenBehind;
}

/** A signed-in request the gateway forwards: the address the service saw, and the gateway's log of it. */
async function proxiedRequest(s: Stack, forwardedFor: string) {
  const browser = new BrowserClient();
  await browser.follow(`${s.gatewayUrl}/api/login?login_hint=admin@example.edu`);
  const res = await browser.request(`${s.gatewayUrl}/api/admin/users`, {
    headers: { 'x-forwarded-for': forwardedFor },
  });
  const body = (await res.json()) as { forwardedFor: string | null; requestId: string };
  return { seenBehind: body.forwardedFor, lines: logged.filter((l) => l.reqId === body.requestId) };
}

describe('the gateway’s client address', () => {
  it('ignores a client’s X-Forwarded-For by default: one bucket, the socket’s address passed on', async () => {
    const s = await stack({});
    const first = await remainingAfter(s, '203.0.113.1');
    const second = await remainingAfter(s, '203.0.113.2');
    const third = await remainingAfter(s, '198.51.100.77, 203.0.113.3');
    expect([second, third]).toEqual([first - 1, first - 2]);
    expect(await addressSeenBehind(s, '203.0.113.9')).toBe('127.0.0.1');
  });

  it('logs each forwarded request once, with the derived address, never the forged one', async () => {
    const s = await stack({});
    const { lines } = await proxiedRequest(s, '203.0.113.66');
    // One line: no "incoming request", "fetching from remote server", "response received"...
    expect(lines.map((l) => l.msg)).toEqual(['request']);
    expect(lines[0]).toMatchObject({
      method: 'GET',
      url: '/api/admin/users',
      statusCode: 200,
      ip: '127.0.0.1',
    });
    expect(typeof first(lines).userId).toBe('string');
    expect(JSON.stringify(logged)).not.toContain('203.0.113.66');
  });

  it('believes one proxy in front when TRUST_PROXY=1: its header picks the bucket and the address', async () => {
    const s = await stack({ TRUST_PROXY: '1' });
    const a1 = await remainingAfter(s, '203.0.113.1');
    const b1 = await remainingAfter(s, '203.0.113.2');
    const a2 = await remainingAfter(s, '203.0.113.1');
    expect(b1).toBe(a1); // a bucket of its own
    expect(a2).toBe(a1 - 1);
    // Only the hop the trusted proxy added counts, not what the client put before it.
    expect(await addressSeenBehind(s, '198.51.100.7, 203.0.113.9')).toBe('203.0.113.9');
  });
});

describe('TRUST_PROXY', () => {
  const parse = (v: string | undefined) => z.object({ t: trustProxySetting }).safeParse({ t: v });
  it('reads off, a hop count or a list of proxy addresses and ranges', () => {
    expect(parse(undefined).data?.t).toBe(false);
    expect(parse('false').data?.t).toBe(false);
    expect(parse('2').data?.t).toBe(2);
    expect(parse('10.0.0.0/8, 192.168.1.7').data?.t).toBe('10.0.0.0/8, 192.168.1.7');
  });
  it('refuses "true" (any client could forge its address) and anything else it cannot read', () => {
    expect(parse('true').error?.issues[0]?.message).toMatch(/must not be "true"/);
    expect(parse('everyone').success).toBe(false);
  });
});
