import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjectFor } from '../src/accounts';
import { startDevOidc, type DevOidc } from '../src/app';
import { loadDevOidcConfig, PRODUCTION_REFUSAL, type DevOidcConfig } from '../src/config';
import { INVALID_EMAIL } from '../src/pages';
import { Browser, formAction, hiddenInput, type Step } from './browser';

const REDIRECT_URI = 'http://localhost:8080/api/callback';
const POST_LOGOUT_URI = 'http://localhost:8080/';
const CLIENT_ID = 'research-connect';
const CLIENT_SECRET = 'dev-oidc-client-secret-change-me';

let oidc: DevOidc;
let rp: client.Configuration;

beforeAll(async () => {
  oidc = await startDevOidc(loadDevOidcConfig({ NODE_ENV: 'test', DEV_OIDC_PORT: '0' }));
  rp = await client.discovery(
    new URL(oidc.issuer),
    CLIENT_ID,
    undefined,
    client.ClientSecretBasic(CLIENT_SECRET),
    { execute: [client.allowInsecureRequests] },
  );
});

afterAll(async () => {
  await oidc?.close();
});

const atRedirectUri = (u: URL) => u.href.startsWith(REDIRECT_URI);

interface Attempt {
  verifier: string;
  state: string;
  nonce: string;
  outcome: { stoppedAt: URL } | { page: Step };
}

/** Sends the browser to the authorization endpoint as the gateway's /api/login would. */
async function authorize(browser: Browser, extra: Record<string, string> = {}): Promise<Attempt> {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(rp, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  });
  return { verifier, state, nonce, outcome: await browser.follow(await browser.request(url), atRedirectUri) };
}

function callbackOf(outcome: Attempt['outcome']): URL {
  if (!('stoppedAt' in outcome)) {
    throw new Error(
      `expected a redirect to the app, got HTTP ${outcome.page.response.status} at ${outcome.page.url}`,
    );
  }
  return outcome.stoppedAt;
}

async function exchange(attempt: Attempt, config = rp) {
  return client.authorizationCodeGrant(config, callbackOf(attempt.outcome), {
    pkceCodeVerifier: attempt.verifier,
    expectedState: attempt.state,
    expectedNonce: attempt.nonce,
    idTokenExpected: true,
  });
}

async function signIn(browser: Browser, loginHint: string) {
  const tokens = await exchange(await authorize(browser, { login_hint: loginHint }));
  return { tokens, claims: tokens.claims()! };
}

async function loginPage(browser: Browser): Promise<Step & { html: string }> {
  const attempt = await authorize(browser);
  if (!('page' in attempt.outcome)) throw new Error('expected the login page');
  return { ...attempt.outcome.page, html: await attempt.outcome.page.response.text() };
}

describe('discovery', () => {
  it('announces the issuer it is reached at, code + PKCE S256, the scopes, claims and logout', async () => {
    const res = await fetch(new URL('/.well-known/openid-configuration', oidc.url));
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Record<string, unknown>;
    expect(oidc.issuer).toBe(oidc.url);
    expect(doc.issuer).toBe(oidc.issuer);
    for (const endpoint of [
      'authorization_endpoint',
      'token_endpoint',
      'userinfo_endpoint',
      'jwks_uri',
      'end_session_endpoint',
    ]) {
      expect(String(doc[endpoint]).startsWith(`${oidc.issuer}/`), endpoint).toBe(true);
    }
    expect(doc.response_types_supported).toEqual(['code']);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(doc.claims_supported).toEqual(
      expect.arrayContaining([
        'sub',
        'email',
        'email_verified',
        'name',
        'given_name',
        'family_name',
        'eduperson_orcid',
      ]),
    );
    expect([...(doc.token_endpoint_auth_methods_supported as string[])].sort()).toEqual([
      'client_secret_basic',
      'client_secret_post',
    ]);
    expect(doc.id_token_signing_alg_values_supported).toContain('RS256');
  });

  it('publishes an RS256 signing key', async () => {
    const { jwks_uri } = rp.serverMetadata();
    const jwks = (await (await fetch(jwks_uri!)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});

describe('authorization code + PKCE with a login_hint', () => {
  it('signs alice in without a form and puts her claims in the ID token', async () => {
    const browser = new Browser();
    const attempt = await authorize(browser, { login_hint: 'alice@example.edu' });
    const callback = callbackOf(attempt.outcome);
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect(callback.searchParams.get('iss')).toBe(oidc.issuer);

    const tokens = await exchange(attempt);
    const [encodedHeader = ''] = tokens.id_token!.split('.');
    const header = JSON.parse(Buffer.from(encodedHeader, 'base64url').toString());
    expect(header.alg).toBe('RS256');
    expect(tokens.claims()).toMatchObject({
      iss: oidc.issuer,
      aud: CLIENT_ID,
      sub: subjectFor('alice@example.edu'),
      email: 'alice@example.edu',
      email_verified: true,
      name: 'Alice Chen',
      given_name: 'Alice',
      family_name: 'Chen',
    });
    expect(tokens.claims()).not.toHaveProperty('eduperson_orcid');
  });

  it("carries carol's ORCID iD as eduperson_orcid", async () => {
    const { claims } = await signIn(new Browser(), 'carol@example.edu');
    expect(claims).toMatchObject({
      email: 'carol@example.edu',
      name: 'Carol Nguyen',
      eduperson_orcid: 'https://orcid.org/0000-0003-1415-9269',
    });
  });

  it('creates an account for a brand-new email, named from its local part, with a stable sub', async () => {
    const email = `dana.lee.${Date.now()}@uni.example.edu`;
    const first = await signIn(new Browser(), email);
    expect(first.claims).toMatchObject({
      sub: subjectFor(email),
      email,
      email_verified: true,
      given_name: 'Dana',
      family_name: expect.stringMatching(/^Lee \d+$/),
    });
    const again = await signIn(new Browser(), email.toUpperCase());
    expect(again.claims.sub).toBe(first.claims.sub);
    expect(again.claims.email).toBe(email);
  });

  it('answers userinfo with the same claims', async () => {
    const { tokens } = await signIn(new Browser(), 'carol@example.edu');
    const userinfo = await client.fetchUserInfo(rp, tokens.access_token, subjectFor('carol@example.edu'));
    expect(userinfo).toMatchObject({
      email: 'carol@example.edu',
      email_verified: true,
      given_name: 'Carol',
      family_name: 'Nguyen',
      eduperson_orcid: 'https://orcid.org/0000-0003-1415-9269',
    });
  });

  it('accepts client_secret_post as well as client_secret_basic', async () => {
    const postRp = await client.discovery(
      new URL(oidc.issuer),
      CLIENT_ID,
      undefined,
      client.ClientSecretPost(CLIENT_SECRET),
      { execute: [client.allowInsecureRequests] },
    );
    const tokens = await exchange(await authorize(new Browser(), { login_hint: 'bob@example.edu' }), postRp);
    expect(tokens.claims()?.name).toBe('Bob Taylor');
  });

  it('refuses a wrong client secret', async () => {
    const wrongRp = await client.discovery(
      new URL(oidc.issuer),
      CLIENT_ID,
      undefined,
      client.ClientSecretBasic('not-the-secret-at-all'),
      { execute: [client.allowInsecureRequests] },
    );
    const attempt = await authorize(new Browser(), { login_hint: 'bob@example.edu' });
    await expect(exchange(attempt, wrongRp)).rejects.toMatchObject({
      status: 401,
      cause: [expect.objectContaining({ parameters: expect.objectContaining({ error: 'invalid_client' }) })],
    });
  });

  it('refuses a code exchanged with the wrong PKCE verifier', async () => {
    const attempt = await authorize(new Browser(), { login_hint: 'bob@example.edu' });
    await expect(exchange({ ...attempt, verifier: client.randomPKCECodeVerifier() })).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('requires PKCE: a request without a code_challenge is sent back with an error', async () => {
    const url = client.buildAuthorizationUrl(rp, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      state: 'no-pkce',
      login_hint: 'alice@example.edu',
    });
    const outcome = await new Browser().follow(await new Browser().request(url), atRedirectUri);
    const callback = callbackOf(outcome);
    expect(callback.searchParams.get('error')).toBe('invalid_request');
    expect(callback.searchParams.get('code')).toBeNull();
  });

  it('refuses a redirect URI that is not registered', async () => {
    const url = client.buildAuthorizationUrl(rp, {
      redirect_uri: 'http://evil.example/callback',
      scope: 'openid',
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
      login_hint: 'alice@example.edu',
    });
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('redirect_uri did not match any of the client');
  });

  it('sets its cookies without Secure, HttpOnly and SameSite=Lax, so they work on http://localhost', async () => {
    const url = client.buildAuthorizationUrl(rp, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(client.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const cookies = res.headers.getSetCookie().filter((c) => c.startsWith('dev_oidc_'));
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      const attributes = cookie
        .toLowerCase()
        .split(';')
        .map((a) => a.trim());
      expect(attributes).toContain('httponly');
      expect(attributes).toContain('samesite=lax');
      expect(attributes).not.toContain('secure');
    }
  });

  it('switches account when the login_hint names someone other than the signed-in person', async () => {
    const browser = new Browser();
    expect((await signIn(browser, 'alice@example.edu')).claims.email).toBe('alice@example.edu');
    expect((await signIn(browser, 'bob@example.edu')).claims.email).toBe('bob@example.edu');
    // Without a hint, the provider's own session answers: single sign-on, no page.
    const silent = await exchange(await authorize(browser));
    expect(silent.claims()?.email).toBe('bob@example.edu');
  });
});

describe('the login page (no login_hint)', () => {
  it('lists the four dev accounts as buttons and offers an email field', async () => {
    const page = await loginPage(new Browser());
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get('content-type')).toContain('text/html');
    expect(page.url.pathname).toMatch(/^\/interaction\//);
    for (const [name, email] of [
      ['Alice Chen', 'alice@example.edu'],
      ['Bob Taylor', 'bob@example.edu'],
      ['Carol Nguyen', 'carol@example.edu'],
      ['Site Administrator', 'admin@example.edu'],
    ]) {
      expect(page.html).toContain(name);
      expect(page.html).toContain(`<button class="account" type="submit" name="email" value="${email}">`);
    }
    expect(page.html).toContain('<label for="email">');
    expect(page.html).toMatch(/<input id="email" name="email" type="email"/);
    expect(page.html).toContain('<html lang="en">');
  });

  it('signs in the account whose button was pressed', async () => {
    const browser = new Browser();
    const attempt = await authorize(browser);
    if (!('page' in attempt.outcome)) throw new Error('expected the login page');
    const html = await attempt.outcome.page.response.text();
    const action = new URL(formAction(html)!, attempt.outcome.page.url);
    const posted = await browser.postForm(action, { email: 'admin@example.edu' });
    const tokens = await exchange({ ...attempt, outcome: await browser.follow(posted, atRedirectUri) });
    expect(tokens.claims()).toMatchObject({
      email: 'admin@example.edu',
      given_name: 'Site',
      family_name: 'Administrator',
    });
  });

  it('signs in a typed email, creating the account', async () => {
    const browser = new Browser();
    const attempt = await authorize(browser);
    if (!('page' in attempt.outcome)) throw new Error('expected the login page');
    const action = new URL(formAction(await attempt.outcome.page.response.text())!, attempt.outcome.page.url);
    const posted = await browser.postForm(action, { email: '  Erin_Walsh@Example.org ' });
    const tokens = await exchange({ ...attempt, outcome: await browser.follow(posted, atRedirectUri) });
    expect(tokens.claims()).toMatchObject({
      email: 'erin_walsh@example.org',
      name: 'Erin Walsh',
      sub: subjectFor('erin_walsh@example.org'),
    });
  });

  it('shows the page again with a message for something that is not an email', async () => {
    const browser = new Browser();
    const page = await loginPage(browser);
    const res = await browser.postForm(new URL(formAction(page.html)!, page.url), { email: 'not an email' });
    expect(res.response.status).toBe(400);
    const html = await res.response.text();
    expect(html).toContain(INVALID_EMAIL);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('value="not an email"');
  });

  it('sends the user back to the app with access_denied on Cancel', async () => {
    const browser = new Browser();
    const page = await loginPage(browser);
    const [, abort = ''] = /<form method="post" action="([^"]*\/abort)"/.exec(page.html) ?? [];
    expect(abort).not.toBe('');
    const outcome = await browser.follow(await browser.postForm(new URL(abort, page.url), {}), atRedirectUri);
    expect(callbackOf(outcome).searchParams.get('error')).toBe('access_denied');
  });

  it('answers 400 when the interaction cookie is missing', async () => {
    const page = await loginPage(new Browser());
    const res = await new Browser().postForm(new URL(formAction(page.html)!, page.url), {
      email: 'alice@example.edu',
    });
    expect(res.response.status).toBe(400);
    expect(await res.response.text()).toContain('session_not_found');
  });
});

describe('RP-initiated logout', () => {
  it('ends the session and redirects to the registered post-logout URI with the state', async () => {
    const browser = new Browser();
    const { tokens } = await signIn(browser, 'alice@example.edu');
    const endSession = client.buildEndSessionUrl(rp, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: POST_LOGOUT_URI,
      state: 'bye',
    });
    const page = await browser.request(endSession);
    expect(page.response.status).toBe(200);
    const html = await page.response.text();
    const action = new URL(formAction(html, 'op.logoutForm')!, page.url);
    expect(hiddenInput(html, 'logout')).toBe('yes');
    const confirmed = await browser.postForm(action, {
      xsrf: hiddenInput(html, 'xsrf')!,
      logout: 'yes',
    });
    expect(confirmed.response.status).toBe(303);
    const location = new URL(confirmed.response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(POST_LOGOUT_URI);
    expect(location.searchParams.get('state')).toBe('bye');

    // The provider's session is gone: the next sign-in without a hint shows the login page.
    const next = await authorize(browser);
    expect('page' in next.outcome && next.outcome.page.response.status).toBe(200);
  });

  it('refuses a post-logout URI that is not registered', async () => {
    const browser = new Browser();
    const { tokens } = await signIn(browser, 'bob@example.edu');
    const endSession = client.buildEndSessionUrl(rp, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: 'http://evil.example/',
    });
    const res = await browser.request(endSession);
    expect(res.response.status).toBe(400);
    expect(await res.response.text()).toContain('post_logout_redirect_uri not registered');
  });
});

describe('never in production', () => {
  it('the configuration refuses NODE_ENV=production', () => {
    expect(() => loadDevOidcConfig({ NODE_ENV: 'production' })).toThrow(PRODUCTION_REFUSAL);
  });

  it('startDevOidc refuses a production configuration built by hand', async () => {
    const config = { ...loadDevOidcConfig({ DEV_OIDC_PORT: '0' }), NODE_ENV: 'production' };
    await expect(startDevOidc(config as unknown as DevOidcConfig)).rejects.toThrow(PRODUCTION_REFUSAL);
  });

  it('the process exits with the reason when started with NODE_ENV=production', () => {
    const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: folder,
      env: { ...process.env, NODE_ENV: 'production', DEV_OIDC_PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('dev-oidc could not start');
    expect(run.stderr).toContain('refuses to run with NODE_ENV=production');
  });
});
