import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, publishEvent, testUser, waitFor } from '@app/service-kit/testing';
import {
  CONFLICTS_HIDDEN_HEADER,
  TOTAL_COUNT_HEADER,
  type ExaminerResult,
  type SupervisorResult,
} from '@app/contracts/networking/http';
import { call, later, linkProfile, snapshot, startHarness, userOf, type Harness } from './helpers';

let h: Harness;
const year = new Date().getUTCFullYear();

const supervisor = (over: Parameters<typeof snapshot>[0]) =>
  linkProfile(h, snapshot({ availableForSupervision: true, ...over }));

let people: Record<string, Awaited<ReturnType<typeof supervisor>>>;

beforeAll(async () => {
  h = await startHarness('nf');
  people = {
    alice: await supervisor({
      name: 'Alice Nguyen',
      researchInterests: ['Computational thinking', 'Educational robotics'],
      institution: 'Monash University',
      department: 'School of Education',
      forCodes: ['390405'],
      publicationCount: 10,
    }),
    dept: await supervisor({
      name: 'Dana Lab',
      researchInterests: ['Mathematics education'],
      department: 'Robotics Laboratory',
      institution: 'University of Sydney',
      forCodes: ['390109'],
      publicationCount: 30,
    }),
    inst: await supervisor({
      name: 'Ivan Place',
      researchInterests: ['Literacy'],
      department: 'School of Arts',
      institution: 'Robotics University',
      forCodes: ['3901'],
      publicationCount: 90,
    }),
    both: await supervisor({
      name: 'Bea Both',
      researchInterests: ['Human-computer interaction'],
      forCodes: ['390405', '460806'],
      publicationCount: 5,
    }),
    computing: await supervisor({
      name: 'Carl Computing',
      researchInterests: ['Software testing'],
      forCodes: ['461208'],
      publicationCount: 3,
    }),
    unavailable: await linkProfile(
      h,
      snapshot({
        name: 'Una Busy',
        researchInterests: ['Robotics'],
        forCodes: ['390405'],
        availableForSupervision: false,
      }),
    ),
  };
  for (let i = 0; i < 8; i++)
    await supervisor({ name: `Filler ${i}`, researchInterests: ['History'], forCodes: ['4303'] });
});
afterAll(async () => {
  await h?.close();
});

/** As a visitor, as one of the researchers, or as some other signed-in 'member'. */
const supervisors = async (query = '', user?: Parameters<typeof userOf>[0] | 'member') => {
  const viewer = user === 'member' ? testUser() : user ? userOf(user) : undefined;
  const res = await call(h, 'GET', `/api/phd-supervisors${query}`, viewer);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SupervisorResult[];
};

describe('the supervisor finder', () => {
  it('is public, lists only available supervisors, the most published first, 10 by default', async () => {
    const all = await supervisors();
    expect(all).toHaveLength(10);
    expect(all.map((r) => r.name).slice(0, 3)).toEqual(['Ivan Place', 'Dana Lab', 'Alice Nguyen']);
    expect(all.every((r) => r.matchScore === 0)).toBe(true);
    expect(all.map((r) => r.name)).not.toContain('Una Busy');
    expect(all[2]).toEqual({
      id: people.alice!.profileId,
      userId: people.alice!.userId,
      name: 'Alice Nguyen',
      institution: 'Monash University',
      department: 'School of Education',
      // Members' addresses are for signed-in members: a visitor gets none.
      email: null,
      profileImageUrl: null,
      matchScore: 0,
      researchInterests: ['Computational thinking', 'Educational robotics'],
      classificationCodes: ['390405'],
    });
    // A visitor gets 10 at most per search, however many are asked for.
    expect(await supervisors('?limit=50')).toHaveLength(10);
  });

  it('gives signed-in members the email addresses and as many results as asked for', async () => {
    const res = await call(h, 'GET', '/api/phd-supervisors?limit=50', testUser());
    const all = res.json() as SupervisorResult[];
    expect(all).toHaveLength(13);
    expect(all.find((r) => r.name === 'Alice Nguyen')!.email).toBe(people.alice!.email);
    const anonymousExaminers = (await call(h, 'GET', '/api/phd-examiners')).json() as ExaminerResult[];
    expect(anonymousExaminers.every((r) => r.email === null)).toBe(true);
  });

  it('searches names, interests, departments and institutions, case-insensitively and ranked', async () => {
    const robot = await supervisors('?search=ROBOT');
    expect(robot.map((r) => [r.name, r.matchScore])).toEqual([
      ['Alice Nguyen', 1],
      ['Dana Lab', 0.6],
      ['Ivan Place', 0.4],
    ]);
    expect((await supervisors('?search=nguyen')).map((r) => r.name)).toEqual(['Alice Nguyen']);
    // "computational" also finds "computer" and "Computing" by its stem, ranked below the word as typed.
    const stems = await supervisors('?search=monash%20computational');
    expect(stems.map((r) => [r.name, r.matchScore])).toEqual([
      ['Alice Nguyen', 0.7],
      ['Bea Both', 0.6],
      ['Carl Computing', 0.6],
    ]);
    expect(await supervisors('?search=oceanography')).toEqual([]);
  });

  it('finds nobody for a search of only punctuation or symbols, as Discover does, and everyone for blanks', async () => {
    const everyone = await supervisors('?limit=50');
    expect(everyone.length).toBeGreaterThan(0);
    for (const search of ['%', '_', '%22%27', encodeURIComponent('🧪'), '%5C', '%25%25%25_']) {
      const res = await call(h, 'GET', `/api/phd-supervisors?search=${search}`);
      expect(res.json(), search).toEqual([]);
      expect(res.headers[TOTAL_COUNT_HEADER], search).toBe('0');
      const examiners = await call(h, 'GET', `/api/phd-examiners?search=${search}`);
      expect(examiners.json(), search).toEqual([]);
    }
    expect(await supervisors('?search=%20%20&limit=50')).toEqual(everyone);
  });

  it('matches FoR codes with their descendants, scoring the share of codes matched', async () => {
    const names = async (q: string) => (await supervisors(`${q}&limit=50`)).map((r) => r.name).sort();
    expect(await names('?forCodes=39')).toEqual(['Alice Nguyen', 'Bea Both', 'Dana Lab', 'Ivan Place']);
    expect(await names('?forCodes=3904')).toEqual(['Alice Nguyen', 'Bea Both']);
    expect(await names('?forCodes=3901')).toEqual(['Dana Lab', 'Ivan Place']);
    // A field does not match a researcher tagged only with its group.
    expect(await names('?forCodes=390109')).toEqual(['Dana Lab']);
    const scored = await supervisors('?forCodes=3904&forCodes=4608');
    expect(scored.map((r) => [r.name, r.matchScore])).toEqual([
      ['Bea Both', 1],
      ['Alice Nguyen', 0.5],
    ]);
    const combined = await supervisors('?search=robotics&forCodes=3904');
    expect(combined.map((r) => [r.name, r.matchScore])).toEqual([['Alice Nguyen', 1]]);
  });

  it('says how many match in all, and pages through them', async () => {
    const first = await call(h, 'GET', '/api/phd-supervisors?limit=5', testUser());
    expect(first.headers[TOTAL_COUNT_HEADER]).toBe('13');
    const second = await call(h, 'GET', '/api/phd-supervisors?limit=5&offset=5', testUser());
    const third = await call(h, 'GET', '/api/phd-supervisors?limit=5&offset=10', testUser());
    const pages = [first, second, third].map((r) => (r.json() as SupervisorResult[]).map((s) => s.name));
    expect(pages.map((p) => p.length)).toEqual([5, 5, 3]);
    const all = (await supervisors('?limit=50', 'member')).map((r) => r.name);
    expect(pages.flat()).toEqual(all);
    // The total counts every match, not the page: 3 match "robot", 2 of them per page.
    const robot = await call(h, 'GET', '/api/phd-supervisors?search=robot&limit=2');
    expect(robot.headers[TOTAL_COUNT_HEADER]).toBe('3');
    expect(robot.json()).toHaveLength(2);
    // Visitors page only through the first 10.
    const visitorPast = await call(h, 'GET', '/api/phd-supervisors?limit=5&offset=10');
    expect(visitorPast.json()).toEqual([]);
    const visitorLast = await call(h, 'GET', '/api/phd-supervisors?limit=5&offset=8');
    expect(visitorLast.json()).toHaveLength(2);
  });

  it('never lists the person searching', async () => {
    const names = (await supervisors('?search=robotics', people.alice)).map((r) => r.name);
    expect(names).toEqual(['Dana Lab', 'Ivan Place']);
  });

  it('validates its query', async () => {
    for (const q of [
      '?limit=51',
      '?limit=0',
      '?forCodes=391',
      '?forCodes=abcd',
      `?search=${'x'.repeat(201)}`,
    ]) {
      const res = await call(h, 'GET', `/api/phd-supervisors${q}`);
      expect(res.statusCode, q).toBe(400);
    }
    expect((await call(h, 'GET', '/api/phd-supervisors?forCodes=391')).json().message).toContain(
      'FoR codes have 2, 4 or 6 digits',
    );
  });
});

describe('a search matching many researchers', () => {
  it('still ranks by match score first, then publication count', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      snapshot({
        name: `Heritage Scholar ${i}`,
        researchInterests: ['Heritage education'],
        availableForSupervision: true,
        publicationCount: i + 1,
      }),
    );
    const departmentOnly = snapshot({
      name: 'Dee Partment',
      researchInterests: ['Literacy'],
      department: 'Heritage Studies',
      availableForSupervision: true,
      publicationCount: 500,
    });
    for (const s of [...many, departmentOnly]) await publishEvent(h.ns, 'profile.profile.linked', s);
    await waitFor(
      async () =>
        (
          await h.app.db('researchers').whereIn(
            'profileId',
            [...many, departmentOnly].map((s) => s.profileId),
          )
        ).length === 121,
      { what: '121 researchers' },
    );
    const top = await supervisors('?search=heritage');
    expect(top.map((r) => [r.name, r.matchScore])).toEqual(
      Array.from({ length: 10 }, (_, k) => [`Heritage Scholar ${119 - k}`, 1]),
    );
    const fifty = await supervisors('?search=heritage&limit=50', 'member');
    expect(fifty).toHaveLength(50);
    expect(fifty.map((r) => r.name)).not.toContain('Dee Partment');
    const department = await supervisors('?search=heritage%20studies');
    expect(department.map((r) => [r.name, r.matchScore])).toEqual([['Dee Partment', 0.6]]);
  });
});

describe('the examiner finder', () => {
  let candidate: Awaited<ReturnType<typeof supervisor>>;
  let coAuthor: Awaited<ReturnType<typeof supervisor>>;
  let formerCoAuthor: Awaited<ReturnType<typeof supervisor>>;
  let formerSupervisor: Awaited<ReturnType<typeof supervisor>>;

  beforeAll(async () => {
    const examiner = (name: string, doi: string | null, pubYear: number) =>
      linkProfile(
        h,
        snapshot({
          name,
          availableForExamination: true,
          availableForSupervision: true,
          researchInterests: ['Assessment'],
          careerStartYear: year - 12,
          publicationCount: 20,
          recentPublications: [
            { title: 'Feedback that works', journal: 'Assessment in Education', year: year - 1 },
          ],
          publications: doi ? [{ doi, year: pubYear }] : [],
        }),
      );
    candidate = await linkProfile(
      h,
      snapshot({
        name: 'Cam Candidate',
        publications: [
          { doi: '10.1000/recent', year: year - 1 },
          { doi: '10.1000/old', year: year - 10 },
        ],
      }),
    );
    coAuthor = await examiner('Ezra Recent', '10.1000/RECENT', year - 1);
    formerCoAuthor = await examiner('Olga Older', '10.1000/old', year - 10);
    formerSupervisor = await examiner('Sid Supervisor', null, year);
    const req = await call(h, 'POST', '/api/phd-supervisor-requests', userOf(candidate), {
      supervisorId: formerSupervisor.profileId,
      thesisTitle: 'Robots in rural classrooms',
      researchArea: 'Educational robotics',
      message: 'Would you supervise my thesis?',
    });
    expect(req.statusCode).toBe(201);
    await call(h, 'POST', `/api/academic-connections/${req.json().id}/accept`, userOf(formerSupervisor));
  });

  it('is public and shows examiners with experience and recent publications', async () => {
    const res = await call(h, 'GET', '/api/phd-examiners?search=assessment');
    expect(res.statusCode).toBe(200);
    const list = res.json() as ExaminerResult[];
    expect(list.map((r) => r.name).sort()).toEqual(['Ezra Recent', 'Olga Older', 'Sid Supervisor']);
    expect(list.find((r) => r.name === 'Ezra Recent')).toMatchObject({
      id: coAuthor.profileId,
      userId: coAuthor.userId,
      position: 'Lecturer',
      yearsExperience: 12,
      availableForExamination: true,
      matchScore: 1,
      recentPublications: [
        { title: 'Feedback that works', journal: 'Assessment in Education', year: year - 1 },
      ],
    });
  });

  it('leaves out, for a signed-in candidate, recent co-authors and former supervisors', async () => {
    const res = await call(h, 'GET', '/api/phd-examiners?search=assessment', userOf(candidate));
    expect((res.json() as ExaminerResult[]).map((r) => r.name)).toEqual(['Olga Older']);
    expect(formerCoAuthor.name).toBe('Olga Older');
    // It says how many were left out, never who, and the total is what the candidate can see.
    expect(res.headers[CONFLICTS_HIDDEN_HEADER]).toBe('2');
    expect(res.headers[TOTAL_COUNT_HEADER]).toBe('1');
    expect(res.body).not.toContain('Ezra');
    // Only conflicts matching the search are counted.
    const other = await call(h, 'GET', '/api/phd-examiners?search=nguyen', userOf(candidate));
    expect(other.headers[CONFLICTS_HIDDEN_HEADER]).toBe('0');
    const visitor = await call(h, 'GET', '/api/phd-examiners?search=assessment');
    expect(visitor.headers[CONFLICTS_HIDDEN_HEADER]).toBe('0');
    expect(visitor.headers[TOTAL_COUNT_HEADER]).toBe('3');
  });

  it("follows a candidate's conflicts as they change, from one search to the next", async () => {
    const me = await linkProfile(h, snapshot({ name: 'Nia Newcomer', publications: [] }));
    const mentor = await linkProfile(
      h,
      snapshot({
        name: 'Mo Mentor',
        availableForExamination: true,
        availableForSupervision: true,
        researchInterests: ['Metacognition'],
        publications: [{ doi: '10.1000/mentor', year }],
      }),
    );
    await linkProfile(
      h,
      snapshot({
        name: 'Pat Peer',
        availableForExamination: true,
        researchInterests: ['Metacognition'],
        publications: [{ doi: '10.1000/peer', year }],
      }),
    );
    const examiners = async () =>
      (
        (
          await call(h, 'GET', '/api/phd-examiners?search=metacognition', userOf(me))
        ).json() as ExaminerResult[]
      )
        .map((r) => r.name)
        .sort();
    expect(await examiners()).toEqual(['Mo Mentor', 'Pat Peer']);

    const asked = await call(h, 'POST', '/api/phd-supervisor-requests', userOf(me), {
      supervisorId: mentor.profileId,
      thesisTitle: 'Thinking about thinking',
      researchArea: 'Metacognition',
      message: 'Would you supervise my thesis?',
    });
    expect(await examiners()).toEqual(['Mo Mentor', 'Pat Peer']); // only asked: no conflict yet
    await call(h, 'POST', `/api/academic-connections/${asked.json().id}/accept`, userOf(mentor));
    expect(await examiners()).toEqual(['Pat Peer']);

    await call(h, 'DELETE', `/api/academic-connections/${asked.json().id}`, userOf(me));
    expect(await examiners()).toEqual(['Mo Mentor', 'Pat Peer']);

    await linkProfile(
      h,
      { ...me, publications: [{ doi: '10.1000/PEER', year: year - 1 }], updatedAt: later() },
      'updated',
    );
    expect(await examiners()).toEqual(['Mo Mentor']);
  });

  it('still shows co-authors as supervisors', async () => {
    const names = (await supervisors('?search=assessment', candidate)).map((r) => r.name).sort();
    expect(names).toEqual(['Ezra Recent', 'Olga Older', 'Sid Supervisor']);
  });
});

describe('finder results held in memory', () => {
  it('follow every change to a researcher at once', async () => {
    const kim = await supervisor({ name: 'Kim Kiln', researchInterests: ['Ceramics education'] });
    const search = async () => (await supervisors('?search=ceramics')).map((r) => [r.name, r.institution]);
    expect(await search()).toEqual([['Kim Kiln', 'Monash University']]);
    await linkProfile(h, { ...kim, availableForSupervision: false, updatedAt: later() }, 'updated');
    expect(await search()).toEqual([]);
    await linkProfile(h, { ...kim, institution: 'Kiln University', updatedAt: later() }, 'updated');
    expect(await search()).toEqual([['Kim Kiln', 'Kiln University']]);
  });

  it('leave out the person searching even when the list held stops at the limit', async () => {
    const potters: Array<Awaited<ReturnType<typeof supervisor>>> = [];
    for (let i = 0; i < 25; i++)
      potters.push(
        await supervisor({ name: `Potter ${i}`, researchInterests: ['Pottery'], publicationCount: 100 + i }),
      );
    const names = async (user: Awaited<ReturnType<typeof supervisor>> | 'member') =>
      (await supervisors('?search=pottery&limit=20', user)).map((r) => r.name);
    const everyone = await names('member');
    expect(everyone).toEqual(Array.from({ length: 20 }, (_, k) => `Potter ${24 - k}`));
    // The most published potter searching: the other 20 best, reaching one further down.
    expect(await names(at(potters, 24))).toEqual(Array.from({ length: 20 }, (_, k) => `Potter ${23 - k}`));
  });
});
