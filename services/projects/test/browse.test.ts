import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectBrowseResponse } from '@app/contracts/projects/http';
import { call, join, propose, researcher, startHarness, type Harness, type Person } from './helpers';

let h: Harness;
let lead: Person;
let viewer: Person;
let outsider: Person;
const ids: Record<string, string> = {};

// A hand-made set. For the viewer (interests "Computational thinking" and "Educational robotics",
// FoR 390113 "Science, technology and engineering curriculum and pedagogy") robotics matches
// best, engineering a little (its FoR title), wellbeing and library not at all.
beforeAll(async () => {
  h = await startHarness('br');
  lead = await researcher(h, { name: 'Lee Lead' });
  viewer = await researcher(h, {
    name: 'Vera Viewer',
    researchInterests: ['Computational thinking', 'Educational robotics'],
    forCodes: ['390113'],
  });
  outsider = await researcher(h, { name: 'Otto Outsider' });

  const sets = [
    {
      key: 'robotics',
      title: 'Robotics kits for computational thinking',
      description: 'How primary teachers use robots to develop computational thinking.',
      skillsNeeded: 'Classroom observation',
      categories: ['Digital Literacy and Computational Thinking', 'Emerging Technologies'],
      researchMethods: ['Classroom observation', 'Artefact analysis'],
      researchMethodologies: ['Design-based research'],
    },
    {
      key: 'engineering',
      title: 'Teacher beliefs about engineering',
      description: 'How teachers view the engineering and technology curriculum.',
      skillsNeeded: 'Qualitative interviewing, NVivo',
      categories: ['Teacher Beliefs and Self-Efficacy'],
      researchMethods: ['Surveys and questionnaires', 'Semi-structured interviews'],
      researchMethodologies: ['Mixed methods'],
    },
    {
      key: 'wellbeing',
      title: 'Rural school wellbeing survey',
      description: 'Surveying the wellbeing of students in rural schools.',
      skillsNeeded: null,
      categories: ['Equity and Inclusion'],
      researchMethods: ['Surveys and questionnaires'],
      researchMethodologies: ['Case study'],
    },
    {
      key: 'library',
      title: 'Library infrastructure audit',
      description: 'Auditing library spaces and equipment.',
      skillsNeeded: null,
      categories: ['Resources and Infrastructure'],
      researchMethods: ['Document analysis'],
      researchMethodologies: ['Case study', 'Custom audit design'],
    },
  ];
  for (const { key, ...form } of sets) ids[key] = (await propose(h, lead, form)).id;

  // Neither of these belongs in the viewer's default list, though both mention robotics.
  ids.secret = (
    await propose(h, outsider, {
      title: 'Secret robotics',
      description: 'Private robotics work',
      isPublic: false,
    })
  ).id;
  ids.finished = (await propose(h, lead, { title: 'Finished robotics', description: 'Robotics, done' })).id;
  await call(h, 'PATCH', `/api/research-projects/${ids.finished}/complete`, lead);
});
afterAll(async () => {
  await h?.close();
});

async function browse(who: Person | null, query = ''): Promise<ProjectBrowseResponse> {
  const res = await call(h, 'GET', `/api/research-projects/relevance${query ? `?${query}` : ''}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProjectBrowseResponse;
}
const keysOf = (page: ProjectBrowseResponse) =>
  page.projects.map((p) => Object.keys(ids).find((k) => ids[k] === p.id));

describe('relevance ordering', () => {
  it('orders by relevance to the viewer, then newest, with each score on the project', async () => {
    const page = await browse(viewer);
    expect(keysOf(page)).toEqual(['robotics', 'engineering', 'library', 'wellbeing']);
    const scores = page.projects.map((p) => p.relevanceScore);
    expect(scores[0]).toBe(35);
    expect(scores[1]).toBeGreaterThan(5);
    expect(scores.slice(2)).toEqual([0, 0]);
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(page.projects[0]).toMatchObject({ creatorProfile: { name: 'Lee Lead' }, collaboratorCount: 0 });
  });

  it('shows signed-out visitors public projects only, newest first, every score 0', async () => {
    const page = await browse(null);
    expect(keysOf(page)).toEqual(['library', 'wellbeing', 'engineering', 'robotics']);
    expect(page.projects.every((p) => p.relevanceScore === 0)).toBe(true);
  });

  it("ranks by each viewer's own interests", async () => {
    const changer = await researcher(h, { researchInterests: ['Rural wellbeing'] });
    expect(keysOf(await browse(changer))[0]).toBe('wellbeing');
  });
});

describe('visibility', () => {
  it('includes a private project for its owner and members only', async () => {
    expect(keysOf(await browse(outsider))).toContain('secret');
    expect(keysOf(await browse(viewer))).not.toContain('secret');

    const insider = await researcher(h);
    const closed = await propose(h, outsider, { title: 'Closed circle', description: 'Members only' });
    expect((await join(h, insider, closed.id)).statusCode).toBe(200);
    const made = await call(h, 'PUT', `/api/research-projects/${closed.id}`, outsider, {
      title: closed.title,
      description: closed.description,
      isPublic: false,
    });
    expect(made.json().isPublic).toBe(false);
    const ofInsider = (await browse(insider)).projects.map((p) => p.id);
    expect(ofInsider).toContain(closed.id);
    expect(ofInsider).not.toContain(ids.secret);
    expect((await browse(viewer)).projects.map((p) => p.id)).not.toContain(closed.id);
    expect((await browse(null)).projects.map((p) => p.id)).not.toContain(closed.id);
  });

  it('shows completed projects only when asked', async () => {
    expect(keysOf(await browse(viewer))).not.toContain('finished');
    const all = await browse(viewer, 'includeCompleted=true');
    expect(keysOf(all)).toContain('finished');
    expect(all.total).toBe(5);
  });
});

describe('filters', () => {
  it('matches any of the values within a group', async () => {
    const page = await browse(
      null,
      'categories=Equity%20and%20Inclusion&categories=Resources%20and%20Infrastructure',
    );
    expect(keysOf(page).sort()).toEqual(['library', 'wellbeing']);
    expect(keysOf(await browse(null, 'researchMethods=Surveys%20and%20questionnaires')).sort()).toEqual([
      'engineering',
      'wellbeing',
    ]);
  });

  it('combines groups: every group given must match', async () => {
    const page = await browse(
      null,
      'researchMethods=Surveys%20and%20questionnaires&researchMethodologies=Case%20study',
    );
    expect(keysOf(page)).toEqual(['wellbeing']);
    expect(page.total).toBe(1);
  });

  it('filters by custom values too', async () => {
    expect(keysOf(await browse(null, 'researchMethodologies=Custom%20audit%20design'))).toEqual(['library']);
  });
});

describe('search', () => {
  it('matches title, description and skills needed, by word prefix and stem', async () => {
    expect(keysOf(await browse(viewer, 'search=robot'))).toEqual(['robotics']);
    expect(keysOf(await browse(viewer, 'search=nvivo'))).toEqual(['engineering']);
    expect(keysOf(await browse(viewer, 'search=curric'))).toEqual(['engineering']);
    expect(keysOf(await browse(viewer, 'search=Surveys'))).toEqual(['wellbeing']);
  });

  it('needs every word to match, and combines with filters', async () => {
    expect(keysOf(await browse(null, 'search=rural%20wellbeing'))).toEqual(['wellbeing']);
    expect(keysOf(await browse(null, 'search=rural%20robots'))).toEqual([]);
    expect(keysOf(await browse(null, 'search=teachers&categories=TPACK'))).toEqual([]);
  });

  it('finds nothing for an unknown word, and everything for stop words alone', async () => {
    const none = await browse(viewer, 'search=zzzyx');
    expect(none).toMatchObject({ projects: [], total: 0 });
    expect((await browse(null, 'search=the')).total).toBe(4);
    expect((await browse(null, 'search=%27%20%26%20%21')).total).toBe(4);
  });
});

describe('paging', () => {
  it('splits the ranked list into pages that do not overlap', async () => {
    for (const who of [viewer, null]) {
      const first = await browse(who, 'pageSize=3&page=1');
      const second = await browse(who, 'pageSize=3&page=2');
      expect(first.projects).toHaveLength(3);
      expect(second.projects).toHaveLength(1);
      expect(first.total).toBe(4);
      const all = await browse(who);
      expect([...first.projects, ...second.projects].map((p) => p.id)).toEqual(all.projects.map((p) => p.id));
    }
    expect((await browse(viewer, 'page=9')).projects).toEqual([]);
  });

  it('refuses a page size above 100 or a page below 1', async () => {
    const tooBig = await call(h, 'GET', '/api/research-projects/relevance?pageSize=101', viewer);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('Page size must be at most 100');
    expect((await call(h, 'GET', '/api/research-projects/relevance?page=0', viewer)).statusCode).toBe(400);
  });
});
