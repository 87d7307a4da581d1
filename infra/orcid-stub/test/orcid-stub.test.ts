import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidOrcidId } from '@app/contracts/profile/orcid-id';
import { loadForCodes } from '@app/contracts/for-codes-data';
import { startOrcidStub, type RunningOrcidStub } from '../src/app';
import { demoRecord, jointWorks } from '../src/demo-record';
import { carolNguyen, demoResearcher, demoResearchers } from '../src/demo-researchers';
import { stubOrcidIds } from '../src/stub-ids';
import { isSyntheticOrcidId } from '../src/synthetic-researchers';

let stub: RunningOrcidStub;

beforeAll(async () => {
  stub = await startOrcidStub({ port: 0, slowMs: 300, clientId: 'APP-TEST', clientSecret: 'secret' });
});
afterAll(async () => {
  await stub?.close();
});

const getRecord = (id: string) =>
  fetch(`${stub.url}/v3.0/${id}/record`, { headers: { accept: 'application/json' } });

// Loose views of the v3.0 JSON, enough to assert shapes.
type Rec = {
  person: { name: { 'credit-name': { value: string } | null; 'given-names': { value: string } } | null };
  'activities-summary': {
    works: {
      group: Array<{
        'work-summary': Array<{
          title: { title: { value: string } };
          'external-ids': { 'external-id': Array<{ 'external-id-value': string }> };
        }>;
      }>;
    };
    employments: { 'affiliation-group': unknown[] };
    educations?: unknown;
  };
};

describe('records', () => {
  it('serves the hand-written fixtures in ORCID v3.0 shape', async () => {
    const res = await getRecord(stubOrcidIds.carolNguyen);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/vnd.orcid+json');
    const record = (await res.json()) as Rec;
    expect(record.person.name?.['credit-name']?.value).toBe('Carol Nguyen');
    expect(record['activities-summary'].works.group).toHaveLength(11);
    expect(record['activities-summary'].employments['affiliation-group']).toHaveLength(3);

    const many = (await (await getRecord(stubOrcidIds.manyWorks)).json()) as Rec;
    expect(many['activities-summary'].works.group.length).toBeGreaterThan(100);

    const sparse = (await (await getRecord(stubOrcidIds.sparse)).json()) as Rec;
    expect(sparse.person.name).toBeNull();
    expect(sparse['activities-summary'].educations).toBeUndefined();
  });

  it('answers an unknown iD with 404 and ORCID’s error JSON', async () => {
    const res = await getRecord(stubOrcidIds.missing);
    expect(res.status).toBe(404);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body['response-code']).toBe(404);
    expect(body['user-message']).toBe('The resource was not found.');
    expect(body['error-code']).toBe(9016);
  });

  it('answers 503 for the flaky iD the first two times, then the record', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await getRecord(stubOrcidIds.flaky)).status);
    expect(statuses).toEqual([503, 503, 200]);
    expect(stub.recordRequests(stubOrcidIds.flaky)).toBe(3);
  });

  it('fails one iD with 503 during a declared outage, and answers it again afterwards', async () => {
    const declare = (body: unknown) =>
      fetch(`${stub.url}/__stub/outage`, { method: 'POST', body: JSON.stringify(body) });
    const down = demoResearcher(1).orcidId;
    expect((await declare({ orcidId: down, ms: 400 })).status).toBe(200);
    expect((await getRecord(down)).status).toBe(503);
    expect((await getRecord(stubOrcidIds.carolNguyen)).status).toBe(200); // someone else's iD is fine
    await new Promise((r) => setTimeout(r, 450));
    expect((await getRecord(down)).status).toBe(200);
    expect((await declare({ orcidId: down, ms: -1 })).status).toBe(400);
    expect((await declare({ ms: 100 })).status).toBe(400);
  });

  it('answers the slow iD only after its delay', async () => {
    const started = Date.now();
    expect((await getRecord(stubOrcidIds.slow)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('generates a realistic record for every demo researcher, the same each time', async () => {
    const alice = demoResearcher(0);
    const record = (await (await getRecord(alice.orcidId)).json()) as Rec;
    expect(record.person.name?.['given-names'].value).toBe('Alice');
    expect(record['activities-summary'].works.group.length).toBeGreaterThan(0);
    expect(JSON.stringify(demoRecord(alice))).toBe(JSON.stringify(record));
  });
});

describe('demo researchers', () => {
  const forCodes = new Set(loadForCodes().map((c) => c.code));

  it('are about thirty, with unique valid iDs and emails', () => {
    expect(demoResearchers.length).toBeGreaterThanOrEqual(28);
    const ids = demoResearchers.map((r) => r.orcidId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every(isValidOrcidId)).toBe(true);
    expect(isValidOrcidId(carolNguyen.orcidId)).toBe(true);
    expect(Object.values(stubOrcidIds).every(isValidOrcidId)).toBe(true);
    const emails = demoResearchers.map((r) => r.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails).toContain('alice@example.edu');
    expect(emails).toContain('bob@example.edu');
  });

  it('have 3 to 6 interests and FoR codes that exist in ANZSRC 2020', () => {
    for (const r of [...demoResearchers, carolNguyen]) {
      expect(r.researchInterests.length).toBeGreaterThanOrEqual(3);
      expect(r.researchInterests.length).toBeLessThanOrEqual(6);
      expect(r.forCodes.length).toBeGreaterThan(0);
      for (const code of r.forCodes) expect(forCodes.has(code), `${r.familyName}: ${code}`).toBe(true);
    }
  });

  it('share DOIs for joint works in both authors’ records', () => {
    for (const joint of jointWorks) {
      for (const author of joint.authors) {
        const person = demoResearchers.find((r) => r.orcidId === author)!;
        const dois = (demoRecord(person) as unknown as Rec)['activities-summary'].works.group.flatMap((g) =>
          g['work-summary'].flatMap((w) =>
            w['external-ids']['external-id'].map((e) => e['external-id-value']),
          ),
        );
        expect(dois).toContain(joint.doi);
      }
    }
  });
});

describe('OAuth (/authenticate)', () => {
  const redirectUri = 'http://localhost:8080/api/orcid/callback';
  const authorize = (extra: Record<string, string>) =>
    fetch(
      `${stub.url}/oauth/authorize?${new URLSearchParams({
        client_id: 'APP-TEST',
        response_type: 'code',
        scope: '/authenticate',
        redirect_uri: redirectUri,
        state: 'st-123',
        ...extra,
      })}`,
      { redirect: 'manual' },
    );
  const exchange = (code: string, secret = 'secret') =>
    fetch(`${stub.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        client_id: 'APP-TEST',
        client_secret: secret,
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
      }),
    });

  it('approves at once and exchanges the code once for the granted iD', async () => {
    const res = await authorize({ orcid: stubOrcidIds.carolNguyen });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
    expect(location.searchParams.get('state')).toBe('st-123');
    const code = location.searchParams.get('code')!;

    const token = await exchange(code);
    expect(token.status).toBe(200);
    expect(await token.json()).toMatchObject({
      orcid: stubOrcidIds.carolNguyen,
      name: 'Carol Nguyen',
      token_type: 'bearer',
      scope: '/authenticate',
    });
    const again = await exchange(code);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('asks who is signing in when no iD is named, offering a fresh iD and never a demo researcher’s', async () => {
    const pages = await Promise.all([authorize({}), authorize({})]);
    const offered: string[] = [];
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      // The form carries the request along and submits the iD back to /oauth/authorize.
      expect(html).toContain('<form method="get" action="/oauth/authorize">');
      expect(html).toContain('name="state" value="st-123"');
      const [, offeredId = ''] = /id="orcid" name="orcid" value="([^"]+)"/.exec(html) ?? [];
      expect(offeredId).not.toBe('');
      offered.push(offeredId);
    }
    expect(offered[0]).not.toBe(offered[1]);
    for (const iD of offered) {
      expect(isSyntheticOrcidId(iD)).toBe(true);
      expect(demoResearchers.map((r) => r.orcidId)).not.toContain(iD);
    }
    // Submitting the form is the named-iD request: approved with that iD.
    const location = new URL((await authorize({ orcid: offered[0] ?? '' })).headers.get('location')!);
    const token = (await (await exchange(location.searchParams.get('code')!)).json()) as { orcid: string };
    expect(token.orcid).toBe(offered[0]);
  });

  it('refuses a wrong client secret', async () => {
    const location = new URL((await authorize({ orcid: stubOrcidIds.carolNguyen })).headers.get('location')!);
    expect((await exchange(location.searchParams.get('code')!, 'wrong')).status).toBe(401);
  });

  it('can deny, as a person pressing Deny at ORCID would', async () => {
    const location = new URL((await authorize({ deny: '1' })).headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('code')).toBeNull();
  });
});
