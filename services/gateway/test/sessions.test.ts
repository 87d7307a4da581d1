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

  it('reads the session and counts the request in one Redis command', async () => {
    const s = await stack({});
    const browser = await signIn(s, 'one.round.trip@example.edu');
    expect((await me(s, browser)).status).toBe(200);

    const monitor = await s.gateway.redis.duplicate().monitor();
    const commands: string[] = [];
    monitor.on('monitor', (_time: string, args: string[], source: string) => {
      // Commands a script runs are listed too, from "lua": what counts is what the gateway sent.
      if (source !== 'lua' && args.some((arg) => arg.startsWith(`${s.ns}:`)))
        commands.push(String(args[0]).toLowerCase());
    });
    for (let i = 0; i < 3; i++) expect((await me(s, browser)).status).toBe(200);
    await waitFor(async () => commands.length >= 3, { timeoutMs: 3000, what: 'the commands monitored' });
    await new Promise((resolve) => setTimeout(resolve, 200)); // any command sent after them
    monitor.disconnect();
    expect(commands).toEqual(['evalsha', 'evalsha', 'evalsha']);
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
