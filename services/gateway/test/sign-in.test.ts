import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BrowserClient,
  TEST_SECRET,
  createTestDatabase,
  deleteStreams,
  first,
  uniqueName,
  waitFor,
  type TestDatabase,
} from '@app/service-kit/testing';
import { signServiceToken, signUserContext } from '@app/service-kit';
import type { AuthUserResponse } from '@app/contracts/identity/http';
import type { UserContext } from '@app/contracts';

interface Forwarded {
  seenAs: UserContext;
  forwardedCookie: string | null;
  forwardedFor: string | null;
  requestId: string;
}
const readMe = async (res: Response) => (await res.json()) as AuthUserResponse;
const forwarded = async (res: Response) => (await res.json()) as Forwarded;
const error = async (res: Response) => (await res.json()) as { code: string };
import { startStack, type Stack } from './harness';

let db: TestDatabase;
let stack: Stack;
const ns = uniqueName('gw');

beforeAll(async () => {
  db = await createTestDatabase();
  stack = await startStack(db, ns, { RATE_LIMIT_LOGIN_MAX: '20' });
});
afterAll(async () => {
  await stack?.close();
  await db?.drop();
  await deleteStreams(ns);
});

async function signIn(email: string, returnTo?: string) {
  const browser = new BrowserClient();
  const q = new URLSearchParams({ login_hint: email, ...(returnTo ? { returnTo } : {}) });
  const { response, hops } = await browser.follow(`${stack.gatewayUrl}/api/login?${q}`);
  return { browser, response, hops, landing: hops.at(-1)!.url };
}

const api = (path: string) => `${stack.gatewayUrl}${path}`;

describe('sign-in through the gateway against the dev OpenID provider', () => {
  it('signs in, knows the user, signs out, then answers 401', async () => {
    const { browser, hops, landing } = await signIn('alice@example.edu');
    expect(first(hops).location).toContain(stack.oidc.url);
    expect(hops.some((h) => h.url.startsWith(api('/api/callback')))).toBe(true);
    expect(landing).toBe(api('/?success=logged_in'));

    const cookie = browser.cookies(stack.gatewayUrl)['rc.sid'];
    expect(cookie).toBeTruthy();
    const me = await browser.request(api('/api/auth/user'));
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: 'alice@example.edu',
      firstName: 'Alice',
      role: 'academic',
    });

    const out = await browser.request(api('/api/logout'));
    expect(out.status).toBe(302);
    // RP-initiated logout at the provider, which then sends the browser back to the app's root.
    const providerLogout = new URL(out.headers.get('location')!);
    expect(providerLogout.origin).toBe(new URL(stack.oidc.url).origin);
    expect(providerLogout.searchParams.get('post_logout_redirect_uri')).toBe(`${stack.gatewayUrl}/`);

    const after = await browser.request(api('/api/auth/user'));
    expect(after.status).toBe(401);
    // The old cookie is worthless too, even if a client kept it.
    const replay = new BrowserClient();
    replay.setCookie(stack.gatewayUrl, 'rc.sid', cookie!);
    expect((await replay.request(api('/api/auth/user'))).status).toBe(401);
  });

  it('asks before a logout link from another site signs the person out, and logs out from its button', async () => {
    const { browser } = await signIn('fran.logout@example.edu');
    const signedIn = async () => (await browser.request(api('/api/auth/user'))).status === 200;

    const page = await browser.request(api('/api/logout'), { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-store');
    // Its form's logout ends at the provider: the CSP lets a form's navigation go there.
    expect(page.headers.get('content-security-policy')).toContain(
      `form-action 'self' ${new URL(stack.oidc.issuer).origin}`,
    );
    const html = await page.text();
    expect(html).toContain('<title>Log out of Research Connect?</title>');
    expect(html).toMatch(
      /<form method="post" action="\/api\/logout"><button type="submit">Log out<\/button><\/form>/,
    );
    expect(html).not.toContain('<script');
    expect(await signedIn()).toBe(true);

    // Another site posting the logout itself is refused like any cross-origin state change.
    const forged = await browser.request(api('/api/logout'), {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.status).toBe(403);
    expect((await error(forged)).code).toBe('CROSS_ORIGIN');
    expect(await signedIn()).toBe(true);

    // The page's button: the form posted from this origin, as a browser sends it.
    const confirmed = await browser.request(api('/api/logout'), {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(confirmed.status).toBe(302);
    expect(new URL(confirmed.headers.get('location')!).origin).toBe(new URL(stack.oidc.url).origin);
    expect(await signedIn()).toBe(false);
  });

  it('logs out at once when the logout link is followed on this site, typed in, or from an older browser', async () => {
    for (const site of ['same-origin', 'none', undefined]) {
      const { browser } = await signIn('gus.logout@example.edu');
      const out = await browser.request(api('/api/logout'), {
        headers: site ? { 'sec-fetch-site': site } : {},
      });
      expect(out.status, site).toBe(302);
      expect((await browser.request(api('/api/auth/user'))).status, site).toBe(401);
    }
    // Signed out, a link from another site has nothing to ask about: home.
    const stranger = await fetch(api('/api/logout'), {
      headers: { 'sec-fetch-site': 'cross-site' },
      redirect: 'manual',
    });
    expect(stranger.status).toBe(302);
    expect(stranger.headers.get('location')).toBe('/');
  });

  it('gives a new session id at sign-in (no session fixation)', async () => {
    const browser = new BrowserClient();
    const start = await browser.request(api('/api/login?login_hint=bob@example.edu'));
    expect(start.status).toBe(302);
    const before = browser.cookies(stack.gatewayUrl)['rc.sid'];
    expect(before).toBeTruthy();
    await browser.follow(start.headers.get('location')!);
    const after = browser.cookies(stack.gatewayUrl)['rc.sid'];
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    const fixated = new BrowserClient();
    fixated.setCookie(stack.gatewayUrl, 'rc.sid', before!);
    expect((await fixated.request(api('/api/auth/user'))).status).toBe(401);
  });

  it('returns to a same-site path after sign-in and refuses to redirect off-site', async () => {
    expect((await signIn('carol@example.edu', '/research-profile')).landing).toBe(api('/research-profile'));
    expect((await signIn('carol@example.edu', '//evil.example/x')).landing).toBe(api('/?success=logged_in'));
    expect((await signIn('carol@example.edu', 'https://evil.example/')).landing).toBe(
      api('/?success=logged_in'),
    );
    // Dot segments that the browser would resolve to `//evil.example`: the callback's Location.
    for (const returnTo of ['/..//evil.example', '/%2e%2e//evil.example']) {
      const { hops } = await signIn('carol@example.edu', returnTo);
      const callback = hops.find((h) => h.url.startsWith(api('/api/callback')))!;
      expect(callback.location, returnTo).toBe('/?success=logged_in');
    }
  });

  it('passes the provider-vouched ORCID iD to identity', async () => {
    const { browser } = await signIn('carol@example.edu');
    const user = await readMe(await browser.request(api('/api/auth/user')));
    expect(user.orcidId).toBe('0000-0003-1415-9269');
  });

  it('sends a callback without a login in progress back to the landing page with auth_failed', async () => {
    const { hops } = await new BrowserClient().follow(api('/api/callback?code=x&state=y'));
    expect(hops.at(-1)!.url).toBe(api('/?error=auth_failed'));
  });
});

describe('identity at the edge', () => {
  it('ignores an x-user-context sent by a client', async () => {
    const forged = await signUserContext(
      {
        userId: '00000000-0000-4000-8000-000000000001',
        role: 'admin',
        email: 'x@example.edu',
        firstName: 'X',
        lastName: null,
      },
      TEST_SECRET,
    );
    const res = await fetch(api('/api/auth/user'), { headers: { 'x-user-context': forged } });
    expect(res.status).toBe(401);
    const admin = await fetch(api('/api/admin/users'), { headers: { 'x-user-context': forged } });
    expect(admin.status).toBe(401);
  });

  it('forwards a fresh signed context, never the cookie, with a request id and the client address', async () => {
    const { browser } = await signIn('admin@example.edu');
    const res = await browser.request(api('/api/admin/users'), { headers: { 'x-request-id': 'trace-42' } });
    expect(res.status).toBe(200);
    const body = await forwarded(res);
    expect(body.seenAs).toMatchObject({ email: 'admin@example.edu', role: 'admin' });
    expect(body.forwardedCookie).toBeNull();
    expect(body.forwardedFor).toBe('127.0.0.1');
    expect(body.requestId).toBe('trace-42');
  });

  it('applies a promotion and a demotion on the next request after identity says so', async () => {
    const { browser } = await signIn('dana.promoted@example.edu');
    expect((await browser.request(api('/api/admin/users'))).status).toBe(403); // the gateway refuses early
    const user = await readMe(await browser.request(api('/api/auth/user')));
    const service = {
      'x-user-context': await signServiceToken('admin', TEST_SECRET),
      'content-type': 'application/json',
    };
    const identityUrl = `http://127.0.0.1:${(stack.identity.server.address() as { port: number }).port}`;
    const setRole = (role: string) =>
      fetch(`${identityUrl}/internal/users/${user.id}/role`, {
        method: 'POST',
        headers: service,
        body: JSON.stringify({ role, actorUserId: null }),
      });

    expect((await setRole('admin')).status).toBe(200);
    // USER_CACHE_TTL_MS is a minute in this stack: only the role_changed event can make this pass.
    await waitFor(async () => (await browser.request(api('/api/admin/users'))).status === 200, {
      timeoutMs: 5000,
      what: 'promotion',
    });
    expect((await forwarded(await browser.request(api('/api/admin/users')))).seenAs.role).toBe('admin');

    expect((await setRole('academic')).status).toBe(200);
    await waitFor(async () => (await browser.request(api('/api/admin/users'))).status === 403, {
      timeoutMs: 5000,
      what: 'demotion',
    });
  });

  it('ends the sessions of a deleted account', async () => {
    const { browser } = await signIn('erin.leaving@example.edu');
    const second = (await signIn('erin.leaving@example.edu')).browser; // another device
    expect((await browser.request(api('/api/account'), { method: 'DELETE' })).status).toBe(200);
    await waitFor(async () => (await second.request(api('/api/auth/user'))).status === 401, {
      timeoutMs: 5000,
      what: 'the other session to end',
    });
    expect((await browser.request(api('/api/auth/user'))).status).toBe(401);
  });

  it('refuses cross-origin state changes and allows same-origin ones', async () => {
    const { browser } = await signIn('bob@example.edu');
    const evil = await browser.request(api('/api/auth/welcome-popup-seen'), {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.status).toBe(403);
    expect((await error(evil)).code).toBe('CROSS_ORIGIN');
    const siteless = await browser.request(api('/api/auth/welcome-popup-seen'), {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(siteless.status).toBe(403);
    const same = await browser.request(api('/api/auth/welcome-popup-seen'), { method: 'POST' });
    expect(same.status).toBe(200);
  });
});

describe('failure modes', () => {
  it('answers 503 quickly, as JSON, when the service behind a path is down', async () => {
    const started = Date.now();
    const res = await fetch(api('/api/phd-supervisors?search=ai'));
    expect(res.status).toBe(503);
    expect(await error(res)).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('sets security headers and answers unknown API paths with JSON 404', async () => {
    const res = await fetch(api('/api/nope'));
    expect(res.status).toBe(404);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect((await error(res)).code).toBe('ROUTE_NOT_FOUND');
  });

  it('sets the same security headers, once each, on every kind of answer', async () => {
    const { browser } = await signIn('carol@example.edu');
    const answers = {
      proxied: await browser.request(api('/api/auth/user')),
      notFound: await fetch(api('/api/nope')),
      upstreamDown: await fetch(api('/api/phd-supervisors?search=ai')),
      docs: await fetch(api('/api/docs')),
    };
    expect(Object.values(answers).map((r) => r.status)).toEqual([200, 404, 503, 200]);
    for (const [answer, res] of Object.entries(answers)) {
      const headers = {
        answer,
        csp: res.headers.get('content-security-policy'),
        nosniff: res.headers.get('x-content-type-options'),
        frame: res.headers.get('x-frame-options'),
        referrer: res.headers.get('referrer-policy'),
        opener: res.headers.get('cross-origin-opener-policy'),
      };
      expect(headers).toEqual({
        answer,
        csp: expect.stringMatching(/^default-src 'self';.*frame-ancestors 'none'/),
        nosniff: 'nosniff', // (a header sent twice would read "nosniff, nosniff")
        frame: 'SAMEORIGIN',
        referrer: 'no-referrer',
        opener: 'same-origin',
      });
    }
  });

  it('sends a sign-in to the landing page with login_failed when the session store fails mid-way', async () => {
    // Redis gone a moment ago, before the client noticed: its status still says ready.
    const redis = stack.gateway.redis;
    const multi = redis.multi.bind(redis);
    // The session is written in a transaction; its answer is the failure.
    redis.multi = ((...args: Parameters<typeof multi>) => {
      const transaction = multi(...args);
      transaction.exec = () => Promise.reject(new Error("Stream isn't writeable"));
      return transaction;
    }) as typeof redis.multi;
    try {
      const res = await fetch(api('/api/login'), { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/?error=login_failed');
    } finally {
      redis.multi = multi;
    }
  });

  it('rate-limits sign-in attempts with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++)
      statuses.push((await fetch(api('/api/login'), { redirect: 'manual' })).status);
    expect(statuses).toContain(429);
    const limited = await fetch(api('/api/login'), { redirect: 'manual' });
    expect(limited.status).toBe(429);
    expect((await error(limited)).code).toBe('RATE_LIMITED');
  });
});

describe('one-click unsubscribe', () => {
  it('lets a mail provider post it cross-site (the signed token decides, the service answers)', async () => {
    const res = await fetch(api('/api/notifications/unsubscribe?token=not-a-real-token'), {
      method: 'POST',
      headers: { origin: 'https://mail.example.com', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    // Not refused as cross-origin at the edge: it reaches the (here absent) notifications service.
    expect(res.status).toBe(503);
    const other = await fetch(api('/api/notifications/clear'), {
      method: 'DELETE',
      headers: { origin: 'https://mail.example.com' },
    });
    expect(other.status).toBe(403);
  });
});
