import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RESEARCH_INTEREST_DAILY_LIMIT,
  RESEARCH_INTERESTS_PER_DAY,
  type ResearchInterest,
} from '@app/contracts/profile/http';
import { signServiceToken } from '@app/service-kit';
import { TEST_SECRET } from '@app/service-kit/testing';
import {
  caller,
  connect,
  demoResearcher,
  startProfileService,
  type Caller,
  type TestProfileService,
} from './helpers';

let svc: TestProfileService;

beforeAll(async () => {
  svc = await startProfileService();
});
afterAll(async () => {
  await svc?.close();
});

const add = (who: Caller, name: unknown) =>
  svc.app.inject({ method: 'POST', url: '/api/research-interests', headers: who.headers, payload: { name } });

const asAdminService = async () => ({ 'x-user-context': await signServiceToken('admin', TEST_SECRET) });

const internal = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  svc.app.inject({ method, url, headers: await asAdminService(), ...(payload ? { payload } : {}) });

const pick = (who: Caller, interestIds: string[]) =>
  svc.app.inject({
    method: 'POST',
    url: '/api/profile/research-interests',
    headers: who.headers,
    payload: { interestIds },
  });

const namesOf = async (who: Caller) =>
  (
    (await svc.app.inject({ method: 'GET', url: '/api/profile', headers: who.headers })).json().profile
      .researchInterests as ResearchInterest[]
  ).map((i) => i.name);

/** The latest profile.profile.updated snapshot of a profile, as the outbox holds it. */
async function latestSnapshot(profileUserId: string) {
  const row = await svc.app
    .db('outbox')
    .where({ type: 'profile.profile.updated' })
    .whereRaw("envelope->'data'->>'userId' = ?", [profileUserId])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .first();
  return row?.envelope.data as { researchInterests: string[] } | undefined;
}

let demo = 20;
async function researcherWith(...names: string[]): Promise<Caller> {
  const who = await caller();
  expect((await connect(svc.app, who, demoResearcher(demo++).orcidId)).statusCode).toBe(200);
  const ids: string[] = [];
  for (const name of names) ids.push(((await add(who, name)).json() as ResearchInterest).id);
  expect((await pick(who, ids)).statusCode).toBe(200);
  return who;
}

describe('adding to the shared list', () => {
  it('refuses names with markup, or without a letter or digit; cleans disguising characters and spaces', async () => {
    const who = await caller();
    for (const [name, message] of [
      ['<img src=x onerror=alert(1)>', 'A research interest cannot contain < or >'],
      ['AI > humans', 'A research interest cannot contain < or >'],
      ['!!! ---', 'A research interest needs at least one letter or digit'],
      ['\u202E\u200B', 'Research interest name is required'],
      ['x'.repeat(101), 'A research interest can be at most 100 characters'],
      [42, 'Research interest name is required'],
    ] as const) {
      const res = await add(who, name);
      expect(res.statusCode, String(name)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const spoof = await add(who, '\u202EAI\u200B   ethics\u0007');
    expect(spoof.statusCode).toBe(201);
    expect(spoof.json().name).toBe('AI ethics');
    const arabic = await add(who, 'تعلم الآلة');
    expect(arabic.json().name).toBe('تعلم الآلة');
    const all = (
      await svc.app.inject({ method: 'GET', url: '/api/research-interests?search=img', headers: who.headers })
    ).json();
    expect(all.map((i: ResearchInterest) => i.name)).not.toContain('<img src=x onerror=alert(1)>');
  });

  it(`lets one person add ${RESEARCH_INTERESTS_PER_DAY} new names a day, then answers 429; existing names stay free`, async () => {
    const who = await caller();
    const other = await caller();
    const existing = (await add(other, 'Daily limit shared topic')).json() as ResearchInterest;
    // Simultaneous additions are counted one at a time.
    const results = await Promise.all(
      Array.from({ length: RESEARCH_INTERESTS_PER_DAY + 3 }, (_, i) => add(who, `Limit topic ${i}`)),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(RESEARCH_INTERESTS_PER_DAY);
    const refused = results.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json()).toMatchObject({
      code: 'RESEARCH_INTEREST_DAILY_LIMIT',
      message: RESEARCH_INTEREST_DAILY_LIMIT,
    });
    const again = await add(who, 'daily limit shared topic');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(existing.id);
    expect((await add(other, 'Another person is not limited')).statusCode).toBe(201);

    // A day later the count starts again.
    await svc.app
      .db('researchInterests')
      .where({ createdByUserId: who.user.userId })
      .update({ createdAt: svc.app.db.raw("now() - interval '25 hours'") });
    expect((await add(who, 'Limit topic tomorrow')).statusCode).toBe(201);
  });
});

describe("administrators' upkeep (internal routes)", () => {
  it('are for services only', async () => {
    const person = await caller({ role: 'admin' });
    const res = await svc.app.inject({
      method: 'GET',
      url: '/internal/research-interests',
      headers: person.headers,
    });
    expect(res.statusCode).toBe(401);
  });

  it('lists interests with how many hold each, searched by part of the name', async () => {
    await researcherWith('Upkeep list alpha', 'Upkeep list beta');
    await researcherWith('Upkeep list alpha');
    const res = await internal('GET', '/internal/research-interests?search=UPKEEP%20LIST');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 2,
      interests: [
        { name: 'Upkeep list alpha', holderCount: 2 },
        { name: 'Upkeep list beta', holderCount: 1 },
      ],
    });
  });

  it("renames an interest on every holder's list and publishes their snapshots; a taken name is 409", async () => {
    const ana = await researcherWith('Rename me tpack', 'Rename keeps me');
    const bo = await researcherWith('Rename me tpack');
    const { id } = (await add(ana, 'Rename me tpack')).json() as ResearchInterest;
    const res = await internal('POST', `/internal/research-interests/${id}/rename`, {
      name: ' TPACK  (renamed) ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      before: { id, name: 'Rename me tpack', holderCount: 2 },
      after: { id, name: 'TPACK (renamed)', holderCount: 2 },
      holdersChanged: 2,
    });
    expect(await namesOf(ana)).toEqual(['TPACK (renamed)', 'Rename keeps me']);
    expect(await namesOf(bo)).toEqual(['TPACK (renamed)']);
    expect((await latestSnapshot(bo.user.userId))?.researchInterests).toEqual(['TPACK (renamed)']);

    const taken = await internal('POST', `/internal/research-interests/${id}/rename`, {
      name: 'rename KEEPS me',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'RESEARCH_INTEREST_EXISTS',
      message: '“Rename keeps me” is already a research interest. Merge “TPACK (renamed)” into it instead.',
    });
    const markup = await internal('POST', `/internal/research-interests/${id}/rename`, { name: '<b>x</b>' });
    expect(markup.statusCode).toBe(400);
  });

  it('merges: every holder moves to the kept interest (once), and the merged one goes', async () => {
    const both = await researcherWith('Merge keep', 'Merge gone');
    const onlyGone = await researcherWith('Merge other', 'Merge gone');
    const keep = (await add(both, 'Merge keep')).json() as ResearchInterest;
    const gone = (await add(both, 'Merge gone')).json() as ResearchInterest;
    const res = await internal('POST', `/internal/research-interests/${gone.id}/merge`, { intoId: keep.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      before: { id: gone.id, holderCount: 2 },
      after: { id: keep.id, name: 'Merge keep', holderCount: 2 },
      holdersChanged: 2,
    });
    expect(await namesOf(both)).toEqual(['Merge keep']);
    expect(await namesOf(onlyGone)).toEqual(['Merge other', 'Merge keep']);
    expect((await latestSnapshot(onlyGone.user.userId))?.researchInterests).toEqual([
      'Merge other',
      'Merge keep',
    ]);
    expect(await svc.app.db('researchInterests').where({ id: gone.id })).toHaveLength(0);

    const itself = await internal('POST', `/internal/research-interests/${keep.id}/merge`, {
      intoId: keep.id,
    });
    expect(itself.statusCode).toBe(400);
    const missing = await internal('POST', `/internal/research-interests/${gone.id}/merge`, {
      intoId: keep.id,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("removes an interest from the list and every holder's interests", async () => {
    const ana = await researcherWith('Remove me', 'Remove stays');
    const { id } = (await add(ana, 'Remove me')).json() as ResearchInterest;
    const res = await internal('DELETE', `/internal/research-interests/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      before: { id, name: 'Remove me', holderCount: 1 },
      after: null,
      holdersChanged: 1,
    });
    expect(await namesOf(ana)).toEqual(['Remove stays']);
    expect((await latestSnapshot(ana.user.userId))?.researchInterests).toEqual(['Remove stays']);
    expect((await internal('DELETE', `/internal/research-interests/${id}`)).statusCode).toBe(404);
  });
});
