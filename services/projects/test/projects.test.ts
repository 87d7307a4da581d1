import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDetailResponse, ProjectResponse } from '@app/contracts/projects/http';
import { researchCategoryValues } from '@app/contracts';
import {
  call,
  join,
  outboxEvents,
  personWithoutProfile,
  projectForm,
  propose,
  researcher,
  startHarness,
  type Harness,
  type Person,
} from './helpers';

let h: Harness;
let owner: Person;
let member: Person;
let other: Person;

beforeAll(async () => {
  h = await startHarness('pj');
  owner = await researcher(h, { name: 'Olivia Owner', biography: 'Leads robotics education work.' });
  member = await researcher(h, { name: 'Max Member' });
  other = await researcher(h, { name: 'Oscar Other' });
});
afterAll(async () => {
  await h?.close();
});

describe('the service', () => {
  it('serves every route of its catalogue', () => {
    expect(h.app.unservedCatalogueRoutes()).toEqual([]);
  });

  it('serves the fixed lists of the form: ten categories, 17 methods, 21 methodologies', async () => {
    const res = await call(h, 'GET', '/api/research-projects/options', null);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.categories.map((c: { value: string }) => c.value)).toEqual(researchCategoryValues);
    expect(body.researchMethods).toHaveLength(17);
    expect(body.researchMethods).toContain('Focus groups');
    expect(body.researchMethodologies).toHaveLength(21);
    expect(body.researchMethodologies).toContain('Design-based research');
  });
});

describe('proposing a project', () => {
  it('creates it with the spec defaults, the creator as lead, and publishes projects.project.created once', async () => {
    const res = await call(h, 'POST', '/api/research-projects', owner, {
      title: '  Robots in the classroom ',
      description: 'How robots change lessons',
    });
    expect(res.statusCode).toBe(201);
    const project = res.json() as ProjectResponse;
    expect(project).toMatchObject({
      title: 'Robots in the classroom',
      status: 'seeking_collaborators',
      isPublic: true,
      fundingRequired: false,
      fundingAmount: null,
      categories: [],
      researchMethods: [],
      createdBy: owner.profileId,
      collaboratorCount: 0,
      creatorProfile: {
        id: owner.profileId,
        name: 'Olivia Owner',
        biography: 'Leads robotics education work.',
        profileImageUrl: null,
      },
    });
    const created = await h.recorder.waitFor(
      'projects.project.created',
      (e) => e.data.projectId === project.id,
    );
    expect(created.data).toMatchObject({
      ownerUserId: owner.user.userId,
      ownerProfileId: owner.profileId,
      memberUserIds: [],
      isPublic: true,
    });
    expect(await outboxEvents(h, 'projects.project.created', project.id)).toHaveLength(1);
  });

  it('accepts lists as JSON text (as the original client sends them) or as arrays, and stores arrays', async () => {
    const fromText = await propose(h, owner, {
      categories: '["TPACK","emerging technologies"]',
      researchMethods: '["Focus groups","My own method"," My own method "]',
      researchMethodologies: '[]',
    });
    expect(fromText.categories).toEqual(['TPACK', 'Emerging Technologies']);
    expect(fromText.researchMethods).toEqual(['Focus groups', 'My own method']);
    expect(fromText.researchMethodologies).toEqual([]);
    const row = await h.app.db('researchProjects').where({ id: fromText.id }).first();
    expect(row.categories).toEqual(['TPACK', 'Emerging Technologies']);
  });

  it('keeps a funding amount only when funding is required', async () => {
    const unfunded = await propose(h, owner, { fundingRequired: false, fundingAmount: '$10,000' });
    expect(unfunded.fundingAmount).toBeNull();
    const funded = await propose(h, owner, { fundingRequired: true, fundingAmount: '$10,000' });
    expect(funded).toMatchObject({ fundingRequired: true, fundingAmount: '$10,000' });
  });

  it("refuses a missing or blank title or description with the spec's one message", async () => {
    for (const form of [
      { description: 'No title' },
      { title: 'No description' },
      { title: '   ', description: 'Blank title' },
      {},
    ]) {
      const res = await call(h, 'POST', '/api/research-projects', owner, form);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Title and description are required');
    }
  });

  it('refuses bad values with clear messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ contactEmail: 'not-an-email' }, 'Contact email must be a valid email address'],
      [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
      [{ categories: ['Underwater basket weaving'] }, 'Unknown category: Underwater basket weaving'],
      [{ researchMethods: 'surveys, interviews' }, 'Research methods must be a list'],
      [{ isPublic: 'yes' }, 'Public (isPublic) must be true or false'],
    ];
    for (const [override, message] of cases) {
      const res = await call(h, 'POST', '/api/research-projects', owner, projectForm(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('takes bidi overrides, zero-width and control characters out of every text, keeping right-to-left scripts', async () => {
    const project = await propose(h, owner, {
      title: '\u202EMaker\u200B spaces\u202C in\u0000 schools',
      description: 'تعلم\u2067 الآلة\u2069\r\nLine two',
      skillsNeeded: 'עברית\u200D',
      duration: '18\tmonths',
      researchMethods: ['Sur\u2060veys'],
    });
    expect(project).toMatchObject({
      title: 'Maker spaces in schools',
      description: 'تعلم الآلة\nLine two',
      skillsNeeded: 'עברית',
      duration: '18 months',
      researchMethods: ['Surveys'],
    });
    const blank = await call(
      h,
      'POST',
      '/api/research-projects',
      owner,
      projectForm({ title: '\u202E\u200B' }),
    );
    expect(blank.json().message).toBe('Title and description are required');
  });

  it('needs a signed-in user with a research profile', async () => {
    expect((await call(h, 'POST', '/api/research-projects', null, projectForm())).statusCode).toBe(401);
    const res = await call(h, 'POST', '/api/research-projects', personWithoutProfile(), projectForm());
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('PROFILE_REQUIRED');
  });
});

describe('reading a project', () => {
  it('shows a public project to anyone, with the caller’s own membership', async () => {
    const project = await propose(h, owner);
    const signedOut = await call(h, 'GET', `/api/research-projects/${project.id}`, null);
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toMatchObject({ id: project.id, membership: null, relevanceScore: 0 });

    expect((await join(h, member, project.id)).statusCode).toBe(200);
    const asMember = (await call(h, 'GET', `/api/research-projects/${project.id}`, member)).json();
    expect(asMember.membership).toMatchObject({ role: 'collaborator', status: 'active' });
    expect(asMember.collaboratorCount).toBe(1);
  });

  it('answers 404 for a missing project and 400 for an id that is not one', async () => {
    const missing = await call(
      h,
      'GET',
      '/api/research-projects/6f1c1a55-8a7c-4a51-9a47-1f2f8b2c1d00',
      other,
    );
    expect(missing.statusCode).toBe(404);
    expect((await call(h, 'GET', '/api/research-projects/not-an-id', other)).statusCode).toBe(400);
  });

  it('hides a private project from everyone but its owner and members, exactly like a missing one', async () => {
    const open = await propose(h, owner, { title: 'Soon private' });
    expect((await join(h, member, open.id)).statusCode).toBe(200);
    const updated = await call(
      h,
      'PUT',
      `/api/research-projects/${open.id}`,
      owner,
      projectForm({ isPublic: false, title: 'Private now' }),
    );
    expect(updated.json().isPublic).toBe(false);

    const missing = await call(
      h,
      'GET',
      '/api/research-projects/6f1c1a55-8a7c-4a51-9a47-1f2f8b2c1d00',
      other,
    );
    for (const who of [other, null]) {
      const res = await call(h, 'GET', `/api/research-projects/${open.id}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
      expect((await call(h, 'GET', `/api/research-projects/${open.id}/members`, who)).statusCode).toBe(404);
    }
    expect((await call(h, 'GET', `/api/research-projects/${open.id}/membership`, other)).statusCode).toBe(
      404,
    );
    expect((await call(h, 'PUT', `/api/research-projects/${open.id}`, other, projectForm())).statusCode).toBe(
      404,
    );
    expect((await call(h, 'PATCH', `/api/research-projects/${open.id}/complete`, other)).statusCode).toBe(
      404,
    );
    expect((await call(h, 'DELETE', `/api/research-projects/${open.id}`, other)).statusCode).toBe(404);
    expect((await join(h, other, open.id)).statusCode).toBe(404);

    expect((await call(h, 'GET', `/api/research-projects/${open.id}`, owner)).statusCode).toBe(200);
    expect((await call(h, 'GET', `/api/research-projects/${open.id}`, member)).statusCode).toBe(200);
  });

  it("lists a profile's projects, completed ones too, private ones only to owner and members", async () => {
    const lead = await researcher(h, { name: 'Lena Lead' });
    const first = await propose(h, lead, { title: 'First' });
    const hidden = await propose(h, lead, { title: 'Hidden', isPublic: false });
    const done = await propose(h, lead, { title: 'Done' });
    await call(h, 'PATCH', `/api/research-projects/${done.id}/complete`, lead);

    const url = `/api/research-projects?createdBy=${lead.profileId}`;
    const mine = (await call(h, 'GET', url, lead)).json() as ProjectResponse[];
    expect(mine.map((p) => p.title)).toEqual(['Done', 'Hidden', 'First']);
    const theirs = (await call(h, 'GET', url, other)).json() as ProjectResponse[];
    expect(theirs.map((p) => p.id)).toEqual([done.id, first.id]);
    expect((await call(h, 'GET', url, null)).json()).toHaveLength(2);
    expect(hidden.isPublic).toBe(false);

    const bad = await call(h, 'GET', '/api/research-projects?createdBy=nobody', null);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('The createdBy parameter must be a profile id');
  });
});

describe('editing a project', () => {
  it('lets the owner edit, keeps what the form leaves out, and publishes one update per change', async () => {
    const project = await propose(h, owner, { isPublic: true, fundingRequired: true, fundingAmount: '$5k' });
    const res = await call(h, 'PUT', `/api/research-projects/${project.id}`, owner, {
      title: 'Renamed',
      description: project.description,
      duration: '',
      status: 'completed',
    });
    expect(res.statusCode).toBe(200);
    const edited = res.json() as ProjectResponse;
    expect(edited).toMatchObject({
      title: 'Renamed',
      duration: null,
      status: 'seeking_collaborators',
      isPublic: true,
      fundingAmount: '$5k',
      categories: project.categories,
      objectives: project.objectives,
    });
    expect(edited.updatedAt > project.updatedAt).toBe(true);
    const updated = await h.recorder.waitFor(
      'projects.project.updated',
      (e) => e.data.projectId === project.id,
    );
    expect(updated.data.title).toBe('Renamed');

    const again = await call(h, 'PUT', `/api/research-projects/${project.id}`, owner, {
      title: 'Renamed',
      description: project.description,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().updatedAt).toBe(edited.updatedAt);
    expect(await outboxEvents(h, 'projects.project.updated', project.id)).toHaveLength(1);
  });

  it('refuses anyone but the owner, and validates like the proposal', async () => {
    const project = await propose(h, owner);
    const byOther = await call(h, 'PUT', `/api/research-projects/${project.id}`, other, projectForm());
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().code).toBe('NOT_PROJECT_OWNER');
    expect((await join(h, member, project.id)).statusCode).toBe(200);
    expect(
      (await call(h, 'PUT', `/api/research-projects/${project.id}`, member, projectForm())).statusCode,
    ).toBe(403);
    expect(
      (await call(h, 'PUT', `/api/research-projects/${project.id}`, null, projectForm())).statusCode,
    ).toBe(401);
    const blank = await call(h, 'PUT', `/api/research-projects/${project.id}`, owner, {
      title: 'Only a title',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Title and description are required');
  });
});

describe('completing a project', () => {
  it('lets only the owner complete it, once; it leaves the browse list unless completed ones are included', async () => {
    const project = await propose(h, owner, { title: 'Finishing soon' });
    expect((await call(h, 'PATCH', `/api/research-projects/${project.id}/complete`, other)).statusCode).toBe(
      403,
    );
    expect((await call(h, 'PATCH', `/api/research-projects/${project.id}/complete`, null)).statusCode).toBe(
      401,
    );

    const res = await call(h, 'PATCH', `/api/research-projects/${project.id}/complete`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('completed');
    const again = await call(h, 'PATCH', `/api/research-projects/${project.id}/complete`, owner);
    expect(again.json().status).toBe('completed');
    const completed = await h.recorder.waitFor(
      'projects.project.completed',
      (e) => e.data.projectId === project.id,
    );
    expect(completed.data.status).toBe('completed');
    expect(await outboxEvents(h, 'projects.project.completed', project.id)).toHaveLength(1);

    const browse = (await call(h, 'GET', '/api/research-projects/relevance?pageSize=100', other)).json();
    expect(browse.projects.map((p: ProjectResponse) => p.id)).not.toContain(project.id);
    const withCompleted = (
      await call(h, 'GET', '/api/research-projects/relevance?pageSize=100&includeCompleted=true', other)
    ).json();
    expect(withCompleted.projects.map((p: ProjectResponse) => p.id)).toContain(project.id);
  });
});

describe('deleting a project', () => {
  it('lets only the owner delete it; members are named in projects.project.deleted', async () => {
    const project = await propose(h, owner, { title: 'Short-lived' });
    expect((await join(h, member, project.id)).statusCode).toBe(200);
    expect((await call(h, 'DELETE', `/api/research-projects/${project.id}`, member)).statusCode).toBe(403);
    expect((await call(h, 'DELETE', `/api/research-projects/${project.id}`, other)).statusCode).toBe(403);
    expect((await call(h, 'DELETE', `/api/research-projects/${project.id}`, null)).statusCode).toBe(401);

    const res = await call(h, 'DELETE', `/api/research-projects/${project.id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Project has been permanently deleted' });
    const deleted = await h.recorder.waitFor(
      'projects.project.deleted',
      (e) => e.data.projectId === project.id,
    );
    expect(deleted.data).toEqual({
      projectId: project.id,
      title: 'Short-lived',
      ownerUserId: owner.user.userId,
      memberUserIds: [member.user.userId],
    });
    expect((await call(h, 'GET', `/api/research-projects/${project.id}`, owner)).statusCode).toBe(404);
    expect(await h.app.db('projectMembers').where({ projectId: project.id })).toHaveLength(0);
    expect((await call(h, 'DELETE', `/api/research-projects/${project.id}`, owner)).statusCode).toBe(404);
  });
});

describe('the detail response', () => {
  it('carries every field of the form', async () => {
    const form = projectForm({ fundingRequired: true, fundingAmount: '$20,000', isPublic: true });
    const project = await propose(h, owner, form);
    const detail = (
      await call(h, 'GET', `/api/research-projects/${project.id}`, owner)
    ).json() as ProjectDetailResponse;
    expect(detail).toMatchObject({
      title: form.title,
      description: form.description,
      objectives: form.objectives,
      expectedOutputs: form.expectedOutputs,
      duration: form.duration,
      skillsNeeded: form.skillsNeeded,
      collaboratorTypes: form.collaboratorTypes,
      contactEmail: form.contactEmail,
      categories: form.categories,
      researchMethods: form.researchMethods,
      researchMethodologies: form.researchMethodologies,
      fundingRequired: true,
      fundingAmount: '$20,000',
      membership: null,
    });
  });
});
