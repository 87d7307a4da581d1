import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFLICTS_HIDDEN_HEADER, type SimilarResearcher } from '@app/contracts/networking/http';
import type { ResearchTopics } from '@app/contracts/profile/research-topics';
import { call, linkProfile, snapshot, startHarness, userOf, type Harness } from './helpers';

/**
 * Issue 42: what researchers publish on (OpenAlex topics, in profile snapshots) counts in
 * discovery, explained, and in the finders' search; co-authorship known only to OpenAlex is a
 * conflict of interest for the examiner finder.
 */

let h: Harness;
beforeAll(async () => {
  h = await startHarness('nt');
});
afterAll(async () => {
  await h?.close();
});

const year = new Date().getFullYear();
const CT = { id: 'T90001', name: 'Computational Thinking in Education' };
const topics = (...list: Array<{ id: string; name: string; count: number }>): ResearchTopics => ({
  topics: list.map((t) => ({
    ...t,
    subfield: 'Education',
    field: 'Social Sciences',
    domain: 'Social Sciences',
  })),
  source: 'OpenAlex',
  fetchedAt: new Date().toISOString(),
});

const similar = async (who: ReturnType<typeof userOf>) =>
  (await call(h, 'GET', '/api/academic-connections/similar', who)).json() as SimilarResearcher[];

describe('discovery weighs topics and says why', () => {
  it('matches a new member with no interests but with publications, by a shared topic', async () => {
    const tess = await linkProfile(
      h,
      snapshot({
        name: 'Tess Topics',
        researchInterests: [],
        forCodes: [],
        researchTopics: topics(
          { ...CT, count: 4 },
          { id: 'T90007', name: 'Rural and Regional Education', count: 1 },
        ),
      }),
    );
    await linkProfile(
      h,
      snapshot({
        name: 'Ola Openalex',
        researchInterests: [],
        forCodes: [],
        researchTopics: topics({ ...CT, count: 7 }),
      }),
    );
    await linkProfile(
      h,
      snapshot({ name: 'Uma Unrelated', researchInterests: ['Marine biology'], forCodes: ['3103'] }),
    );

    const list = await similar(userOf(tess));
    expect(list.map((r) => r.name)).toEqual(['Ola Openalex']);
    expect(list[0]!.matchScore).toBeGreaterThan(0);
    expect(list[0]!.matchReasons).toEqual([{ kind: 'topic', id: CT.id, name: CT.name, mine: 4, theirs: 7 }]);
  });

  it('gives up to three reasons, strongest first, a chosen interest above the same topic', async () => {
    const ivy = await linkProfile(
      h,
      snapshot({
        name: 'Ivy Interests',
        researchInterests: ['TPACK'],
        forCodes: ['390405'],
        researchTopics: topics({ ...CT, count: 3 }),
      }),
    );
    await linkProfile(
      h,
      snapshot({
        name: 'Ian Alike',
        researchInterests: ['TPACK', 'Sea kayaking'],
        forCodes: ['390405'],
        researchTopics: topics({ ...CT, count: 5 }),
      }),
    );
    const ian = (await similar(userOf(ivy))).find((r) => r.name === 'Ian Alike')!;
    expect(ian.matchReasons).toHaveLength(3);
    expect(ian.matchReasons).toContainEqual({ kind: 'interest', name: 'TPACK' });
    expect(ian.matchReasons).toContainEqual({
      kind: 'forCode',
      code: '390405',
      title: 'Educational technology and computing',
    });
    expect(ian.matchReasons).toContainEqual({ kind: 'topic', id: CT.id, name: CT.name, mine: 3, theirs: 5 });
    const kinds = ian.matchReasons!.map((r) => r.kind);
    expect(kinds.indexOf('interest')).toBeLessThan(kinds.indexOf('topic'));
  });
});

describe('the finders search topics', () => {
  it('finds someone who publishes on a topic, below someone who chose it', async () => {
    await linkProfile(
      h,
      snapshot({
        name: 'Pia Publishes',
        researchInterests: ['Assessment'],
        availableForSupervision: true,
        researchTopics: topics({ ...CT, count: 9 }),
      }),
    );
    await linkProfile(
      h,
      snapshot({
        name: 'Cho Chose',
        researchInterests: ['Computational thinking'],
        availableForSupervision: true,
      }),
    );
    const res = await call(h, 'GET', '/api/phd-supervisors?search=computational%20thinking');
    const names = (res.json() as Array<{ name: string }>).map((r) => r.name);
    expect(names).toEqual(['Cho Chose', 'Pia Publishes']);
  });
});

describe('co-authorship known to OpenAlex', () => {
  it('hides an examiner who co-wrote a recent work with the candidate, though only one has it in ORCID', async () => {
    const candidate = await linkProfile(
      h,
      snapshot({
        name: 'Cara Candidate',
        openAlexAuthorId: 'A5000000001',
        publications: [
          { doi: '10.5555/cara.1', year: year - 1, openAlexAuthorIds: ['A5000000001', 'A5000000002'] },
        ],
      }),
    );
    // Ed co-wrote Cara's paper; his ORCID record does not list it.
    const ed = await linkProfile(
      h,
      snapshot({
        name: 'Ed Examiner',
        researchInterests: ['Assessment literacy'],
        availableForExamination: true,
        openAlexAuthorId: 'A5000000002',
        publications: [],
      }),
    );
    // Eve holds a work listing Cara among its authors, which Cara's ORCID record does not list.
    await linkProfile(
      h,
      snapshot({
        name: 'Eve Elsewhere',
        researchInterests: ['Assessment literacy'],
        availableForExamination: true,
        openAlexAuthorId: 'A5000000003',
        publications: [{ doi: '10.5555/eve.1', year, openAlexAuthorIds: ['A5000000003', 'A5000000001'] }],
      }),
    );
    await linkProfile(
      h,
      snapshot({
        name: 'Gil Guiltless',
        researchInterests: ['Assessment literacy'],
        availableForExamination: true,
      }),
    );

    const uc = userOf(candidate);
    const seen = await call(h, 'GET', '/api/phd-examiners?search=assessment%20literacy', uc);
    expect((seen.json() as Array<{ name: string }>).map((r) => r.name)).toEqual(['Gil Guiltless']);
    expect(seen.headers[CONFLICTS_HIDDEN_HEADER]).toBe('2');
    expect(seen.body).not.toContain('Ed Examiner');
    const visitor = await call(h, 'GET', '/api/phd-examiners?search=assessment%20literacy');
    expect((visitor.json() as Array<{ name: string }>).map((r) => r.name).sort()).toEqual([
      'Ed Examiner',
      'Eve Elsewhere',
      'Gil Guiltless',
    ]);

    const asked = await call(h, 'POST', '/api/phd-examiner-requests', uc, {
      examinerId: ed.profileId,
      thesisTitle: 'Assessment in practice',
      researchArea: 'Education',
      message: 'Would you examine my thesis?',
    });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'CONFLICT_OF_INTEREST',
      message:
        'You cannot request this examiner: you co-authored a publication (doi 10.5555/cara.1) with them in the last five years.',
    });
  });
});
