import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORCID_RECORD_LIST_MAX,
  PROFILE_PUBLICATIONS_MAX,
  RESEARCH_INTEREST_SUGGESTIONS_MAX,
  type Publication,
  type ResearchInterest,
} from '@app/contracts/profile/http';
import { caller, connect, demoResearcher, startProfileService, type TestProfileService } from './helpers';

/**
 * Every answer bounded (issue 45): with more rows stored than a page or a fixed maximum, each
 * answer holds at most that many, and the counts stay true.
 */
let svc: TestProfileService;

beforeAll(async () => {
  svc = await startProfileService();
});
afterAll(async () => {
  await svc?.close();
});

const get = (url: string, headers: Record<string, string>) => svc.app.inject({ method: 'GET', url, headers });

describe('the interest picker’s suggestions', () => {
  it('match what is typed, starting matches first, at most 20, never the whole list', async () => {
    const who = await caller();
    const names = Array.from({ length: 30 }, (_, i) => `Bounded topic ${String(i).padStart(2, '0')}`);
    await svc.app
      .db('researchInterests')
      .insert([...names, 'A bounded topic inside', 'Unrelated subject'].map((name) => ({ name })));

    const typed = await get('/api/research-interests?search=bounded%20TOPIC', who.headers);
    expect(typed.statusCode).toBe(200);
    const found = (typed.json() as ResearchInterest[]).map((i) => i.name);
    expect(found).toHaveLength(RESEARCH_INTEREST_SUGGESTIONS_MAX);
    // 'A bounded topic inside' sorts first by name, but names starting with the text come first.
    expect(found).toEqual(names.slice(0, RESEARCH_INTEREST_SUGGESTIONS_MAX));

    const narrower = (await get('/api/research-interests?search=topic%20inside', who.headers)).json();
    expect(narrower.map((i: ResearchInterest) => i.name)).toEqual(['A bounded topic inside']);
    const holding = (
      await get('/api/research-interests?search=bounded%20topic%202&limit=20', who.headers)
    ).json();
    expect(holding.map((i: ResearchInterest) => i.name)).toEqual(names.slice(20, 30));

    const untyped = (await get('/api/research-interests', who.headers)).json() as ResearchInterest[];
    expect(untyped.length).toBe(RESEARCH_INTEREST_SUGGESTIONS_MAX);
    const fewer = (await get('/api/research-interests?limit=5', who.headers)).json() as ResearchInterest[];
    expect(fewer).toHaveLength(5);

    // What is typed is matched as it is: % and _ are letters here, not wildcards.
    await svc.app
      .db('researchInterests')
      .insert([{ name: 'Growth 100% online' }, { name: 'Growth 1000 online' }]);
    const percent = (await get('/api/research-interests?search=100%25', who.headers)).json();
    expect(percent.map((i: ResearchInterest) => i.name)).toEqual(['Growth 100% online']);
    const underscore = (await get('/api/research-interests?search=growth_1', who.headers)).json();
    expect(underscore).toEqual([]);

    for (const bad of ['limit=21', 'limit=0', `search=${'x'.repeat(101)}`]) {
      expect((await get(`/api/research-interests?${bad}`, who.headers)).statusCode, bad).toBe(400);
    }
  });
});

describe('a prolific researcher', () => {
  const EXTRA_PUBLICATIONS = 130;
  const EXTRA_AFFILIATIONS = 105;
  let owner: Awaited<ReturnType<typeof caller>>;
  let visitor: Awaited<ReturnType<typeof caller>>;
  let profileId: string;
  let imported: { publications: number; affiliations: number };

  beforeAll(async () => {
    owner = await caller();
    visitor = await caller();
    await connect(svc.app, owner, demoResearcher(3).orcidId);
    const own = (await get('/api/profile', owner.headers)).json();
    profileId = own.profile.id;
    imported = { publications: own.stats.publications, affiliations: own.stats.affiliations };
    // Works from 1900 to 2029 (the newest after any imported one), and past affiliations.
    await svc.app.db('publications').insert(
      Array.from({ length: EXTRA_PUBLICATIONS }, (_, i) => ({
        profileId,
        position: 1000 + i,
        title: `Work of ${1900 + i}`,
        year: 1900 + i,
        type: 'Journal Article',
      })),
    );
    await svc.app.db('affiliations').insert(
      Array.from({ length: EXTRA_AFFILIATIONS }, (_, i) => ({
        profileId,
        position: 1000 + i,
        organization: `Old University ${i}`,
        startDate: '1950',
        isCurrent: false,
      })),
    );
  });

  it('sends publications a page at a time, newest first, with the true total', async () => {
    const total = imported.publications + EXTRA_PUBLICATIONS;
    const first = await get(`/api/researcher/${owner.user.userId}/publications`, visitor.headers);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe(String(total));
    const page = first.json() as Publication[];
    expect(page).toHaveLength(PROFILE_PUBLICATIONS_MAX);
    expect(page.slice(0, 3).map((p) => p.title)).toEqual(['Work of 2029', 'Work of 2028', 'Work of 2027']);

    // Reading on, page by page, gives every work once, in order.
    const seen: Publication[] = [];
    for (let offset = 0; offset < total; offset += 100) {
      const res = await get(
        `/api/researcher/${profileId}/publications?limit=100&offset=${offset}`,
        visitor.headers,
      );
      expect(res.headers['x-total-count']).toBe(String(total));
      seen.push(...(res.json() as Publication[]));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((p) => p.id)).size).toBe(total);
    const years = seen.map((p) => p.year ?? -Infinity);
    expect([...years].sort((a, b) => b - a)).toEqual(years);

    const five = await get(`/api/researcher/${profileId}/publications?limit=5`, visitor.headers);
    expect(five.json()).toHaveLength(5);
    expect(five.headers['x-total-count']).toBe(String(total));
    for (const bad of ['limit=101', 'limit=0', 'offset=-1']) {
      expect(
        (await get(`/api/researcher/${profileId}/publications?${bad}`, visitor.headers)).statusCode,
        bad,
      ).toBe(400);
    }
  });

  it('sends the newest 20 publications with the own profile and the researcher page counts them all', async () => {
    const total = imported.publications + EXTRA_PUBLICATIONS;
    const own = (await get('/api/profile', owner.headers)).json();
    expect(own.publications).toHaveLength(PROFILE_PUBLICATIONS_MAX);
    expect(own.publications[0].title).toBe('Work of 2029');
    expect(own.stats.publications).toBe(total);
    const page = (await get(`/api/researcher/${profileId}`, visitor.headers)).json();
    expect(page.stats.publications).toBe(total);
  });

  it('sends at most 100 affiliations, current first, and counts them all', async () => {
    const total = imported.affiliations + EXTRA_AFFILIATIONS;
    const listed = (await get(`/api/researcher/${profileId}/affiliations`, visitor.headers)).json();
    expect(listed).toHaveLength(ORCID_RECORD_LIST_MAX);
    expect(listed[0].isCurrent).toBe(true);
    const own = (await get('/api/profile', owner.headers)).json();
    expect(own.affiliations).toHaveLength(ORCID_RECORD_LIST_MAX);
    expect(own.stats.affiliations).toBe(total);
    expect(own.profile.institution).toBe(listed[0].organization);
    expect((await get(`/api/researcher/${profileId}`, visitor.headers)).json().stats.affiliations).toBe(
      total,
    );
  });
});
