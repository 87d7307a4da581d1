import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caller,
  connect,
  connectWithOrcidOn,
  demoResearcher,
  ORCID_OAUTH_ENV,
  ORCID_OAUTH_STUB,
  startProfileService,
  stubOrcidIds,
  type Caller,
  type TestProfileService,
} from './helpers';

let svc: TestProfileService;
let plain: TestProfileService;

beforeAll(async () => {
  svc = await startProfileService(ORCID_OAUTH_ENV, ORCID_OAUTH_STUB);
  plain = await startProfileService();
});
afterAll(async () => {
  await svc?.close();
  await plain?.close();
});

/** "Connect with ORCID" on the service with client credentials. */
const connectWithOrcid = (who: Caller, extra: Record<string, string> = {}, callbackAs: Caller = who) =>
  connectWithOrcidOn(svc, who, extra, callbackAs);

describe('Connect with ORCID', () => {
  it('is offered only when client credentials are configured', async () => {
    const who = await caller();
    expect(
      (await svc.app.inject({ method: 'GET', url: '/api/orcid/status', headers: who.headers })).json(),
    ).toEqual({
      linked: false,
      orcidId: null,
      orcidVerified: false,
      oauthAvailable: true,
    });
    expect(
      (await plain.app.inject({ method: 'GET', url: '/api/orcid/status', headers: who.headers })).json()
        .oauthAvailable,
    ).toBe(false);
    const refused = await plain.app.inject({
      method: 'GET',
      url: '/api/orcid/authorize',
      headers: who.headers,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('ORCID_OAUTH_NOT_CONFIGURED');
  });

  it('sends the browser to ORCID’s /authenticate sign-in with a state bound to the user', async () => {
    const who = await caller();
    const res = await svc.app.inject({ method: 'GET', url: '/api/orcid/authorize', headers: who.headers });
    const url = new URL(res.headers.location as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${svc.stub.url}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'APP-RESEARCHCONNECT',
      response_type: 'code',
      scope: '/authenticate',
      redirect_uri: 'http://localhost:8080/api/orcid/callback',
    });
    expect(url.searchParams.get('state')).toBeTruthy();
  });

  it('links the proven iD as verified and imports the record', async () => {
    const who = await caller();
    const res = await connectWithOrcid(who, { orcid: stubOrcidIds.carolNguyen });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/research-profile?orcid=connected');
    const profile = (
      await svc.app.inject({ method: 'GET', url: '/api/profile', headers: who.headers })
    ).json();
    expect(profile.profile).toMatchObject({
      orcidId: stubOrcidIds.carolNguyen,
      orcidVerified: true,
      name: 'Carol Nguyen',
    });
    expect(profile.stats.publications).toBe(11);
  });

  it('asks before taking the iD over from someone who had only typed it, then takes only the link', async () => {
    const typist = await caller();
    const owner = await caller();
    const iD = demoResearcher(20).orcidId;
    expect((await connect(svc.app, typist, iD)).statusCode).toBe(200);
    const res = await connectWithOrcid(owner, { orcid: iD });
    const back = new URL(res.headers.location as string, 'http://localhost:8080');
    expect(back.pathname).toBe('/');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ orcid: 'confirm', orcidId: iD });
    // Nothing has moved yet.
    const before = (
      await svc.app.inject({ method: 'GET', url: '/api/profile', headers: typist.headers })
    ).json();
    expect(before.profile.orcidId).toBe(iD);

    const token = back.searchParams.get('token')!;
    const stolen = await svc.app.inject({
      method: 'POST',
      url: '/api/orcid/confirm',
      headers: typist.headers,
      payload: { token },
    });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().code).toBe('ORCID_PROOF_EXPIRED');

    const confirmed = await svc.app.inject({
      method: 'POST',
      url: '/api/orcid/confirm',
      headers: owner.headers,
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().profile).toMatchObject({ orcidId: iD, orcidVerified: true });
    const after = (
      await svc.app.inject({ method: 'GET', url: '/api/profile', headers: typist.headers })
    ).json();
    expect(after.profile).toMatchObject({ id: before.profile.id, orcidId: null });
  });

  it('says why a proven iD was refused', async () => {
    const first = await caller();
    const second = await caller();
    const iD = demoResearcher(22).orcidId;
    expect((await connectWithOrcid(first, { orcid: iD })).headers.location).toBe(
      '/research-profile?orcid=connected',
    );
    const refused = await connectWithOrcid(second, { orcid: iD });
    expect(refused.headers.location).toBe('/?error=orcid_failed&reason=ORCID_VERIFIED_ELSEWHERE');
  });

  it('fails back to the landing page when the state is another user’s, forged, or ORCID says no', async () => {
    const who = await caller();
    const intruder = await caller();
    const stolen = await connectWithOrcid(who, { orcid: demoResearcher(21).orcidId }, intruder);
    expect(stolen.headers.location).toBe('/?error=orcid_failed');
    expect(
      (await svc.app.inject({ method: 'GET', url: '/api/orcid/status', headers: intruder.headers })).json()
        .linked,
    ).toBe(false);

    const forged = await svc.app.inject({
      method: 'GET',
      url: '/api/orcid/callback?code=ABC123&state=not-a-state',
      headers: who.headers,
    });
    expect(forged.headers.location).toBe('/?error=orcid_failed');

    const denied = await connectWithOrcid(who, { deny: '1' });
    expect(denied.headers.location).toBe('/?error=orcid_failed');
    expect(
      (await svc.app.inject({ method: 'GET', url: '/api/orcid/status', headers: who.headers })).json().linked,
    ).toBe(false);
  });
});

describe('the code exchange', () => {
  it('goes to the internal token address when one is set (containers), not the browser-facing one', async () => {
    const { authorizeUrl, exchangeCode } = await import('../src/orcid/orcid-oauth');
    const settings = {
      // Browsers would go here; this process cannot reach it.
      oauthUrl: 'http://orcid.invalid',
      tokenUrl: svc.stub.url,
      clientId: 'APP-RESEARCHCONNECT',
      clientSecret: 'stub-secret',
      redirectUri: 'http://localhost:8080/api/orcid/callback',
      timeoutMs: 5000,
    };
    expect(new URL(authorizeUrl(settings, 'state')).origin).toBe('http://orcid.invalid');
    const atStub = new URL(authorizeUrl(settings, 'state').replace('http://orcid.invalid', svc.stub.url));
    atStub.searchParams.set('orcid', stubOrcidIds.sparse);
    const approved = await fetch(atStub, { redirect: 'manual' });
    const code = new URL(approved.headers.get('location')!).searchParams.get('code')!;
    expect(await exchangeCode(settings, code)).toMatchObject({ orcidId: stubOrcidIds.sparse });
  });
});
