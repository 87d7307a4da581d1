import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FOR_CODE_FORMAT,
  RESEARCHER_NOT_FOUND,
  type ForCode,
  type ProfileResponse,
  type ResearchInterest,
} from '@app/contracts/profile/http';
import { ORCID_ID_CHECKSUM, ORCID_ID_FORMAT, ORCID_ID_REQUIRED } from '@app/contracts/profile/orcid-id';
import { first } from '@app/service-kit/testing';
import {
  caller,
  connect,
  demoResearcher,
  startProfileService,
  stubOrcidIds,
  type TestProfileService,
} from './helpers';

let svc: TestProfileService;
const demoId = (i: number) => demoResearcher(i).orcidId;

beforeAll(async () => {
  svc = await startProfileService();
});
afterAll(async () => {
  await svc?.close();
});

const get = (url: string, headers: Record<string, string>) => svc.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  svc.app.inject({ method: 'POST', url, headers, payload: payload as object });

describe('the route catalogue', () => {
  it('is served in full', () => {
    expect(svc.app.unservedCatalogueRoutes()).toEqual([]);
  });

  it('refuses signed-out callers on user routes', async () => {
    for (const url of ['/api/profile', '/api/research-interests', '/api/orcid/status']) {
      expect((await svc.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect(
      (await svc.app.inject({ method: 'POST', url: '/api/orcid/connect', payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('linking an ORCID iD', () => {
  it('imports the record and shows it on the own profile', async () => {
    const carol = await caller({ firstName: 'Carol', lastName: 'Nguyen' });
    const before = await get('/api/profile', carol.headers);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({
      code: 'PROFILE_NOT_FOUND',
      message: 'No ORCID profile is linked to this account yet.',
    });

    const res = await connect(svc.app, carol, stubOrcidIds.carolNguyen);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('ORCID profile connected successfully');

    const body = (await get('/api/profile', carol.headers)).json() as ProfileResponse;
    expect(body.profile).toMatchObject({
      userId: carol.user.userId,
      orcidId: stubOrcidIds.carolNguyen,
      orcidVerified: false,
      name: 'Carol Nguyen',
      email: carol.user.email,
      position: 'Associate Professor',
      institution: 'Deakin University',
      department: 'School of Education',
      acceptingCollaborations: true,
      availableForSupervision: false,
      researchInterests: [],
    });
    expect(body.profile.biography).toMatch(/^Carol Nguyen is an Associate Professor/);
    expect(body.stats).toEqual({
      publications: 11,
      citations: 0,
      hIndex: 0,
      citationMetrics: null,
      education: 3,
      awards: 2,
      affiliations: 3,
    });
    expect(first(body.publications).year).toBe(2024);
    expect(body.affiliations[0]).toMatchObject({
      organization: 'Deakin University',
      isCurrent: true,
      endDate: null,
    });
    expect(body.education.filter((e) => e.type === 'qualification')).toHaveLength(1);
    expect(body.awards.map((a) => a.year)).toEqual([2022, 2016]);
    expect(body.profile.lastSynced).not.toBeNull();

    const status = (await get('/api/orcid/status', carol.headers)).json();
    expect(status).toEqual({
      linked: true,
      orcidId: stubOrcidIds.carolNguyen,
      orcidVerified: false,
      oauthAvailable: false,
    });
  });

  it('shows "Unknown Researcher" when the ORCID record has no name, not the account’s name', async () => {
    const who = await caller({ firstName: 'Rangi', lastName: 'Parata' });
    expect((await connect(svc.app, who, stubOrcidIds.sparse)).statusCode).toBe(200);
    const body = (await get('/api/profile', who.headers)).json() as ProfileResponse;
    expect(body.profile.name).toBe('Unknown Researcher');
    expect(body.profile.biography).toBeNull();
    expect(body.stats.publications).toBe(2);
  });

  it('refuses an iD another account has linked already', async () => {
    const first = await caller();
    const second = await caller();
    expect((await connect(svc.app, first, stubOrcidIds.manyWorks)).statusCode).toBe(200);
    const res = await connect(svc.app, second, stubOrcidIds.manyWorks);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'ORCID_IN_USE',
      message: 'This ORCID iD is already linked to another account.',
    });
  });

  it('gives an iD to exactly one of two people claiming it at the same moment', async () => {
    const [a, b] = [await caller(), await caller()];
    const results = await Promise.all([connect(svc.app, a, demoId(24)), connect(svc.app, b, demoId(24))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await svc.app.db('orcidProfiles').where({ orcidId: demoId(24) })).toHaveLength(1);
  });

  it('validates the iD with the spec’s messages and the checksum, before asking ORCID', async () => {
    const who = await caller();
    const cases: Array<[unknown, string]> = [
      [undefined, ORCID_ID_REQUIRED],
      ['   ', ORCID_ID_REQUIRED],
      ['0000-0002-1825', ORCID_ID_FORMAT],
      ['0000-0002-1825-009', ORCID_ID_FORMAT],
      ['0000-0002-1825-0098', ORCID_ID_CHECKSUM],
    ];
    const requestsBefore = svc.stub.recordRequests('0000-0002-1825-0098');
    for (const [orcidId, message] of cases) {
      const res = await post('/api/orcid/connect', who.headers, orcidId === undefined ? {} : { orcidId });
      expect(res.statusCode, String(orcidId)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(svc.stub.recordRequests('0000-0002-1825-0098')).toBe(requestsBefore);
  });

  it('accepts a pasted orcid.org address', async () => {
    const who = await caller();
    const res = await connect(svc.app, who, ` https://orcid.org/${demoId(3)} `);
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.orcidId).toBe(demoId(3));
  });

  it('replaces a typed iD with another typed iD, re-importing everything', async () => {
    const who = await caller();
    await connect(svc.app, who, demoId(8));
    const before = (await get('/api/profile', who.headers)).json() as ProfileResponse;
    const res = await connect(svc.app, who, demoId(9));
    expect(res.statusCode).toBe(200);
    const second = res.json() as ProfileResponse;
    expect(second.profile.id).toBe(before.profile.id);
    expect(second.profile).toMatchObject({
      orcidId: demoId(9),
      name: 'Hamid Rahimi',
      institution: 'Edith Cowan University',
    });
    expect(second.publications.map((p) => p.id)).not.toContain(first(before.publications).id);
    // The first iD is free again.
    expect((await connect(svc.app, await caller(), demoId(8))).statusCode).toBe(200);
  });

  it('answers 404 when ORCID has no such record', async () => {
    const who = await caller();
    const res = await connect(svc.app, who, stubOrcidIds.missing);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ORCID_NOT_FOUND', message: 'ORCID record not found' });
    expect((await get('/api/profile', who.headers)).statusCode).toBe(404);
  });
});

describe('the researcher’s own edits', () => {
  it('need a linked profile', async () => {
    const nobody = await caller();
    for (const [url, payload] of [
      ['/api/profile/preferences', { availableForSupervision: true }],
      ['/api/profile/research-interests', { interestIds: [] }],
      ['/api/profile/classification-codes', { forCodes: ['39'] }],
      ['/api/profile/sync', undefined],
    ] as const) {
      const res = await post(url, nobody.headers, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('PROFILE_REQUIRED');
    }
  });

  it('de-duplicates research interests case-insensitively and trims them', async () => {
    const who = await caller();
    const created = await post('/api/research-interests', who.headers, {
      name: '  Learning Analytics Dashboards ',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().name).toBe('Learning Analytics Dashboards');
    const again = await post('/api/research-interests', who.headers, {
      name: 'learning analytics dashboards',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(created.json().id);
    for (const name of ['', '   ']) {
      const blank = await post('/api/research-interests', who.headers, { name });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe('Research interest name is required');
    }
    const all = (
      await get('/api/research-interests?search=learning%20analytics%20dashboards', who.headers)
    ).json() as ResearchInterest[];
    expect(all.filter((i) => i.name.toLowerCase() === 'learning analytics dashboards')).toHaveLength(1);
  });

  it('save interests, codes and preferences, and a sync keeps them while replacing what ORCID owns', async () => {
    const who = await caller();
    await connect(svc.app, who, demoId(4));
    const tpack = (
      await post('/api/research-interests', who.headers, { name: 'TPACK' })
    ).json() as ResearchInterest;
    const ct = (
      await post('/api/research-interests', who.headers, { name: 'Computational thinking' })
    ).json() as ResearchInterest;

    const interests = await post('/api/profile/research-interests', who.headers, {
      interestIds: [ct.id, tpack.id, ct.id],
    });
    expect(interests.statusCode).toBe(200);
    expect(interests.json().researchInterests.map((i: ResearchInterest) => i.name)).toEqual([
      'Computational thinking',
      'TPACK',
    ]);

    const codes = await post('/api/profile/classification-codes', who.headers, {
      forCodes: ['390102', '3903', '46'],
      rfcdCodes: [],
      seoCodes: ['160102'],
      anzsicCodes: [],
    });
    expect(codes.statusCode).toBe(200);
    expect(codes.json().message).toBe('Fields of Research codes updated successfully');
    expect(codes.json().classificationCodes.forCodes).toEqual([
      expect.objectContaining({ code: '390102', title: 'Curriculum and pedagogy theory and development' }),
      expect.objectContaining({ code: '3903', title: 'Education systems' }),
      expect.objectContaining({ code: '46', title: 'Information and Computing Sciences' }),
    ]);

    const prefs = await post('/api/profile/preferences', who.headers, {
      availableForSupervision: true,
      availableForExamination: true,
      acceptingCollaborations: false,
      contactPreferences: '  Email first, please ',
      researchStatement: 'I study how teachers learn to teach programming.',
    });
    expect(prefs.statusCode).toBe(200);
    expect(prefs.json()).toMatchObject({
      message: 'Preferences Updated',
      preferences: {
        availableForSupervision: true,
        acceptingCollaborations: false,
        contactPreferences: 'Email first, please',
      },
    });

    // Something only ORCID owns changes locally; the sync must put ORCID's version back.
    const profileId = (await get('/api/profile', who.headers)).json().profile.id as string;
    await svc.app.db('publications').where({ profileId }).delete();
    await svc.app.db('orcidProfiles').where({ id: profileId }).update({ biography: 'stale' });

    const synced = await post('/api/profile/sync', who.headers, undefined);
    expect(synced.statusCode).toBe(200);
    expect(synced.json().message).toBe('ORCID Data Synced');
    const body = synced.json() as ProfileResponse;
    expect(body.stats.publications).toBeGreaterThan(0);
    expect(body.profile.biography).toMatch(/^Mei Lin Wong/);
    expect(body.profile.researchInterests.map((i) => i.name)).toEqual(['Computational thinking', 'TPACK']);
    expect(body.profile.classificationCodes.forCodes.map((c) => c.code)).toEqual(['390102', '3903', '46']);
    expect(body.profile.classificationCodes.seoCodes).toEqual(['160102']);
    expect(body.profile).toMatchObject({
      availableForSupervision: true,
      availableForExamination: true,
      acceptingCollaborations: false,
      researchStatement: 'I study how teachers learn to teach programming.',
    });

    const data = (await get(`/api/profile/${profileId}/research-data`, who.headers)).json();
    expect(data.researchInterests).toHaveLength(2);
    expect(data.classificationCodes.forCodes).toHaveLength(3);
  });

  it('leave the previous data intact when a sync fails', async () => {
    const who = await caller();
    await connect(svc.app, who, demoId(5));
    const before = (await get('/api/profile', who.headers)).json() as ProfileResponse;
    // Point the link at an iD ORCID does not know: the import fails and nothing may change.
    await svc.app
      .db('orcidProfiles')
      .where({ id: before.profile.id })
      .update({ orcidId: stubOrcidIds.missing });
    const res = await post('/api/profile/sync', who.headers, undefined);
    expect(res.statusCode).toBe(404);
    const after = (await get('/api/profile', who.headers)).json() as ProfileResponse;
    expect(after.publications).toEqual(before.publications);
    expect(after.profile.name).toBe(before.profile.name);
    expect(after.profile.lastSynced).toBe(before.profile.lastSynced);
  });

  it('refuse codes that are malformed or do not exist, and unknown interests', async () => {
    const who = await caller();
    await connect(svc.app, who, demoId(6));
    const malformed = await post('/api/profile/classification-codes', who.headers, { forCodes: ['39010'] });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(FOR_CODE_FORMAT);
    const unknown = await post('/api/profile/classification-codes', who.headers, { forCodes: ['399998'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown FoR code: 399998');
    const badInterest = await post('/api/profile/research-interests', who.headers, {
      interestIds: ['7d0c4c31-6f4c-4a47-9a8c-6c1e6d7c0a11'],
    });
    expect(badInterest.statusCode).toBe(400);
    expect(badInterest.json().code).toBe('UNKNOWN_RESEARCH_INTEREST');
    const tooLong = await post('/api/profile/preferences', who.headers, {
      researchStatement: 'x'.repeat(5001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('The research statement can be at most 5000 characters');
    const notBoolean = await post('/api/profile/preferences', who.headers, {
      availableForSupervision: 'yes',
    });
    expect(notBoolean.statusCode).toBe(400);
  });
});

describe('Fields of Research', () => {
  it('lists all 2,203 codes with levels and parents, cacheable with an ETag', async () => {
    const res = await svc.app.inject({ method: 'GET', url: '/api/classification-codes/for' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const codes = res.json() as ForCode[];
    expect(codes).toHaveLength(2203);
    expect(codes.filter((c) => c.level === 2)).toHaveLength(23);
    expect(codes.filter((c) => c.level === 4)).toHaveLength(213);
    expect(codes.filter((c) => c.level === 6)).toHaveLength(1967);
    expect(codes.find((c) => c.code === '390405')).toMatchObject({
      title: 'Educational technology and computing',
      parentCode: '3904',
      level: 6,
    });
    expect(codes.find((c) => c.code === '3904')?.parentCode).toBe('39');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await svc.app.inject({
      method: 'GET',
      url: '/api/classification-codes/for',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('public researcher pages', () => {
  it('answer by user id or profile id, with the sub-lists, and 404 otherwise', async () => {
    const owner = await caller();
    const visitor = await caller();
    await connect(svc.app, owner, demoId(7));
    const profileId = (await get('/api/profile', owner.headers)).json().profile.id as string;

    for (const id of [owner.user.userId, profileId]) {
      const res = await get(`/api/researcher/${id}`, visitor.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: profileId,
        userId: owner.user.userId,
        name: 'Daniel Kim',
        email: owner.user.email,
      });
      expect(res.json().stats.publications).toBeGreaterThan(0);
      expect(res.json()).not.toHaveProperty('lastSynced');
    }
    const pubs = (await get(`/api/researcher/${profileId}/publications`, visitor.headers)).json();
    expect(pubs.length).toBeGreaterThan(0);
    expect(
      (await get(`/api/researcher/${owner.user.userId}/affiliations`, visitor.headers)).json()[0],
    ).toMatchObject({
      organization: 'The University of Melbourne',
      isCurrent: true,
    });
    expect((await get(`/api/researcher/${profileId}/education`, visitor.headers)).statusCode).toBe(200);
    expect((await get(`/api/researcher/${profileId}/awards`, visitor.headers)).json()).toEqual(
      expect.any(Array),
    );

    // The owner keeps their address to themselves: their page shows none, their own profile does.
    const hidden = await post('/api/profile/preferences', owner.headers, { emailVisibleToMembers: false });
    expect(hidden.json().preferences.emailVisibleToMembers).toBe(false);
    expect((await get(`/api/researcher/${profileId}`, visitor.headers)).json().email).toBeNull();
    expect((await get('/api/profile', owner.headers)).json().profile).toMatchObject({
      email: owner.user.email,
      emailVisibleToMembers: false,
    });
    await post('/api/profile/preferences', owner.headers, { emailVisibleToMembers: true });
    expect((await get(`/api/researcher/${profileId}`, visitor.headers)).json().email).toBe(owner.user.email);

    const missing = await get(
      '/api/researcher/2b8f3d6e-8c51-4f0e-9d5a-3a0c2f1e4b77/publications',
      visitor.headers,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(RESEARCHER_NOT_FOUND);
    expect((await get('/api/researcher/not-a-uuid', visitor.headers)).statusCode).toBe(400);
    expect(
      (await get(`/api/profile/2b8f3d6e-8c51-4f0e-9d5a-3a0c2f1e4b77/research-data`, visitor.headers))
        .statusCode,
    ).toBe(404);
  });
});
