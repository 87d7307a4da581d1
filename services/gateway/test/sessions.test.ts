import { describe, expect, it } from 'vitest';
import { BrowserClient, waitFor } from '@app/service-kit/testing';
import { stacksOfThisFile, type Stack } from './harness';

const stack = stacksOfThisFile('gs');

async function signIn(s: Stack, email: string): Promise<BrowserClient> {
  const browser = new BrowserClient();
  await browser.follow(`${s.gatewayUrl}/api/login?login_hint=${encodeURIComponent(email)}`);
  return browser;
}

async function me(s: Stack, browser: BrowserClient): Promise<Response> {
  const res = await browser.request(`${s.gatewayUrl}/api/auth/user`);
  await res.arrayBuffer();
  return res;
}

/** The Redis key counting the one signed-in user's requests (the default limit). */
async function userCountKey(s: Stack & { ns: string }): Promise<string | undefined> {
  const [key] = await s.gateway.redis.keys(`${s.ns}:ratelimit:u:*`);
  return key?.slice(`${s.ns}:`.length);
}

const remaining = (res: Response) => Number(res.headers.get('x-ratelimit-remaining'));

describe('sessions and rate limits at the gateway', () => {
  it("counts a person's requests in one bucket across their devices, and refuses past the limit", async () => {
    const s = await stack({ RATE_LIMIT_MAX: '8' });
    const laptop = await signIn(s, 'rate.limited@example.edu');
    const phone = await signIn(s, 'rate.limited@example.edu');
    const first = await me(s, laptop);
    expect(first.status).toBe(200);
    expect(remaining(await me(s, phone))).toBe(remaining(first) - 1);

    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await me(s, i % 2 ? laptop : phone)).status);
    expect(statuses).toContain(429);
    const refused = await laptop.request(`${s.gatewayUrl}/api/auth/user`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });

    // Another person, and the same address signed out, have buckets of their own.
    expect((await me(s, await signIn(s, 'someone.else@example.edu'))).status).toBe(200);
    expect((await me(s, new BrowserClient())).status).toBe(401);
  });

  it('costs no Redis command of its own per request: the session is kept, the counts go in batches', async () => {
    const s = await stack({});
    const browser = await signIn(s, 'no.round.trip@example.edu');
    expect((await me(s, browser)).status).toBe(200);

    const monitor = await s.gateway.redis.duplicate().monitor();
    const commands: string[] = [];
    monitor.on('monitor', (_time: string, args: string[], source: string) => {
      // Commands a script runs are listed too, from "lua": what counts is what the gateway sent.
      if (source !== 'lua' && args.some((arg) => arg.startsWith(`${s.ns}:`)))
        commands.push(String(args[0]).toLowerCase());
    });
    // Together, as a page's requests come: counted at once, sent in a flush every 100 ms (one after
    // another on a busy machine, twenty requests could span twenty flushes, one command each).
    const started = performance.now();
    const statuses = await Promise.all(Array.from({ length: 20 }, async () => (await me(s, browser)).status));
    expect(statuses.every((status) => status === 200)).toBe(true);
    const answeredIn = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 300)); // a few flushes
    monitor.disconnect();
    // The first request, before the monitor, and these twenty reached Redis's shared count.
    expect(Number(await s.gateway.redis.get((await userCountKey(s))!))).toBe(21);
    // Only the script adding the counts (eval the first time Redis sees it).
    expect(commands.filter((name) => !name.startsWith('eval'))).toEqual([]);
    expect(commands.length).toBeGreaterThan(0);
    // At most one command a flush while counts were waiting: fewer than the requests.
    expect(commands.length).toBeLessThanOrEqual(Math.ceil((answeredIn + 300) / 100) + 1);
    expect(commands.length).toBeLessThan(20);
  });

  it('ends a session on every replica the moment it is signed out on one', async () => {
    const s = await stack({});
    const replica = await s.replica();
    const browser = await signIn(s, 'two.replicas@example.edu');
    const onReplica = new BrowserClient();
    onReplica.setCookie(replica.url, 'rc.sid', browser.cookies(s.gatewayUrl)['rc.sid']!);
    const meOnReplica = async () => {
      const res = await onReplica.request(`${replica.url}/api/auth/user`);
      await res.arrayBuffer();
      return res.status;
    };
    // Read, then kept by the replica.
    expect(await meOnReplica()).toBe(200);
    expect(await meOnReplica()).toBe(200);

    const out = await browser.request(`${s.gatewayUrl}/api/logout`);
    await out.arrayBuffer();
    expect(out.status).toBe(302);
    expect(await meOnReplica()).toBe(401);
  });

  it('keeps nothing while it cannot hear of changes: a session ended meanwhile is not served', async () => {
    const s = await stack({});
    const browser = await signIn(s, 'deaf.replica@example.edu');
    expect((await me(s, browser)).status).toBe(200);
    expect((await me(s, browser)).status).toBe(200);

    // The connection that hears of changes drops; the session ends (elsewhere) before it is back.
    const redis = s.gateway.redis;
    const clients = (await redis.client('LIST')) as string;
    const listener = clients
      .split('\n')
      .find((line) => line.includes(`name=session-changes:${s.ns}:session:`));
    expect(listener).toBeTruthy();
    await redis.client('KILL', 'ID', /\bid=(\d+)/.exec(listener!)![1]!);
    const [sessionKey] = await redis.keys(`${s.ns}:session:*`);
    expect(await redis.del(sessionKey!.slice(`${s.ns}:`.length))).toBe(1);

    // Without the cache emptied when the connection dropped, this stays 200 for 30 s.
    await waitFor(async () => (await me(s, browser)).status === 401, {
      timeoutMs: 3000,
      intervalMs: 100,
      what: 'the ended session refused',
    });
  });

  it('starts a sign-in in a new session, never in one a cookie names that holds nobody', async () => {
    const s = await stack({});
    const browser = new BrowserClient();
    expect((await browser.request(`${s.gatewayUrl}/api/login`)).status).toBe(302);
    const inProgress = browser.cookies(s.gatewayUrl)['rc.sid'];
    expect(inProgress).toBeTruthy();
    // The same browser starting again, or one handed that cookie, gets an id of its own.
    expect((await browser.request(`${s.gatewayUrl}/api/login`)).status).toBe(302);
    const restarted = browser.cookies(s.gatewayUrl)['rc.sid'];
    expect(restarted).toBeTruthy();
    expect(restarted).not.toBe(inProgress);
    const planted = new BrowserClient();
    planted.setCookie(s.gatewayUrl, 'rc.sid', inProgress!);
    expect((await planted.request(`${s.gatewayUrl}/api/login`)).status).toBe(302);
    expect(planted.cookies(s.gatewayUrl)['rc.sid']).not.toBe(inProgress);
  });

  it('ends a session past its absolute timeout, however busy, and forgets it', async () => {
    const s = await stack({ SESSION_ABSOLUTE_TIMEOUT_S: '2' });
    const browser = await signIn(s, 'long.day@example.edu');
    const sessionKeys = async () => s.gateway.redis.keys(`${s.ns}:session:*`);
    expect((await me(s, browser)).status).toBe(200);
    expect(await sessionKeys()).toHaveLength(1);

    let ended: Response | undefined;
    await waitFor(
      async () => {
        ended = await me(s, browser);
        return ended.status === 401;
      },
      { timeoutMs: 6000, intervalMs: 250, what: 'the session to end' },
    );
    expect(ended?.headers.get('set-cookie')).toMatch(/^rc\.sid=;.*Max-Age=0/);
    expect(await sessionKeys()).toHaveLength(0);
  });
});
