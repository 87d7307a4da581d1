import { describe, expect, it } from 'vitest';
import { ProjectBody, JoinProjectBody, ProjectBrowseQuery } from '@app/contracts/projects/http';
import { joinRefusal, leaveRefusal } from '../src/memberships/membership-rules';
import { canView, changedFields, projectFieldsFrom, type ProjectFields } from '../src/projects/project-rules';
import { prefixSearchQuery } from '../src/projects/search-query';

const OWNER = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

const form = (extra: Record<string, unknown> = {}) =>
  ProjectBody.parse({ title: 'T', description: 'D', ...extra });

describe('the project form (contract)', () => {
  it('turns JSON-text lists and arrays alike into trimmed lists without blanks or repeats', () => {
    const body = form({
      categories: '["tpack", "TPACK", "Equity and Inclusion"]',
      researchMethods: [' Focus groups ', '', 'focus groups', 'Something new'],
      researchMethodologies: '',
    });
    expect(body.categories).toEqual(['TPACK', 'Equity and Inclusion']);
    expect(body.researchMethods).toEqual(['Focus groups', 'Something new']);
    expect(body.researchMethodologies).toEqual([]);
    expect(form({ researchMethods: null }).researchMethods).toEqual([]);
  });

  it('has one message for a missing title or description, and none for the rest being absent', () => {
    for (const input of [{}, { title: 'T' }, { description: 'D', title: ' ' }, null, undefined]) {
      const result = ProjectBody.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual(['Title and description are required']);
    }
    expect(form()).toEqual({ title: 'T', description: 'D' });
  });

  it('makes blank text null and checks the contact email', () => {
    expect(form({ duration: '  ', contactEmail: '' })).toMatchObject({ duration: null, contactEmail: null });
    expect(
      ProjectBody.safeParse({ title: 'T', description: 'D', contactEmail: 'nope' }).error?.issues[0]?.message,
    ).toBe('Contact email must be a valid email address');
  });

  it('refuses too many list values and unknown categories', () => {
    const many = Array.from({ length: 31 }, (_, i) => `Method ${i}`);
    expect(ProjectBody.safeParse({ title: 'T', description: 'D', researchMethods: many }).success).toBe(
      false,
    );
    expect(ProjectBody.safeParse({ title: 'T', description: 'D', categories: ['Astrology'] }).success).toBe(
      false,
    );
  });

  it('defaults the join role to collaborator, with or without a body', () => {
    expect(JoinProjectBody.parse(undefined)).toEqual({ role: 'collaborator' });
    expect(JoinProjectBody.parse(null)).toEqual({ role: 'collaborator' });
    expect(JoinProjectBody.parse({ role: ' Collaborator ' })).toEqual({ role: 'collaborator' });
    expect(JoinProjectBody.safeParse({ role: 'owner' }).success).toBe(false);
  });

  it('reads browse filters given once or repeated, and limits the page size', () => {
    const q = ProjectBrowseQuery.parse({
      categories: 'TPACK',
      researchMethods: ['A', 'B'],
      includeCompleted: 'true',
    });
    expect(q).toMatchObject({
      categories: ['TPACK'],
      researchMethods: ['A', 'B'],
      researchMethodologies: [],
    });
    expect(q).toMatchObject({ includeCompleted: true, page: 1, pageSize: 20 });
    expect(ProjectBrowseQuery.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(ProjectBrowseQuery.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('project fields from the form', () => {
  const current: ProjectFields = {
    ...projectFieldsFrom(
      form({ fundingRequired: true, fundingAmount: '$5k', isPublic: false, duration: '1 year' }),
      null,
    ),
  };

  it('gives a new project the spec defaults', () => {
    expect(projectFieldsFrom(form(), null)).toMatchObject({
      isPublic: true,
      fundingRequired: false,
      fundingAmount: null,
      categories: [],
    });
  });

  it('keeps what an edit leaves out, clears what it blanks, and drops the amount once funding is off', () => {
    const edited = projectFieldsFrom(form({ duration: '' }), current);
    expect(edited).toMatchObject({
      isPublic: false,
      fundingRequired: true,
      fundingAmount: '$5k',
      duration: null,
    });
    expect(projectFieldsFrom(form({ fundingRequired: false }), current).fundingAmount).toBeNull();
  });

  it('names the fields that changed', () => {
    expect(changedFields(current, projectFieldsFrom(form(), current))).toEqual([]);
    expect(
      changedFields(current, projectFieldsFrom(form({ title: 'New', categories: ['TPACK'] }), current)),
    ).toEqual(['title', 'categories']);
  });
});

describe('who may see, join and leave', () => {
  const publicProject = { isPublic: true, ownerUserId: OWNER, status: 'seeking_collaborators' as const };
  const privateProject = { ...publicProject, isPublic: false };

  it('shows private projects to the owner and active members only', () => {
    expect(canView(publicProject, null, false)).toBe(true);
    expect(canView(privateProject, null, false)).toBe(false);
    expect(canView(privateProject, OTHER, false)).toBe(false);
    expect(canView(privateProject, OTHER, true)).toBe(true);
    expect(canView(privateProject, OWNER, false)).toBe(true);
  });

  it('lets anyone but the owner join once while seeking collaborators; a former member may rejoin', () => {
    expect(joinRefusal(publicProject, OWNER, undefined)).toBe('own_project');
    expect(joinRefusal(publicProject, OTHER, undefined)).toBeNull();
    expect(joinRefusal(publicProject, OTHER, { status: 'active' })).toBe('already_member');
    expect(joinRefusal(publicProject, OTHER, { status: 'left' })).toBeNull();
    expect(joinRefusal({ ...publicProject, status: 'in_progress' }, OTHER, undefined)).toBe('not_seeking');
    expect(joinRefusal({ ...publicProject, status: 'completed' }, OTHER, { status: 'left' })).toBe(
      'not_seeking',
    );
  });

  it('lets active members leave, never the owner', () => {
    expect(leaveRefusal(publicProject, OWNER, undefined)).toBe('owner');
    expect(leaveRefusal(publicProject, OTHER, undefined)).toBe('not_member');
    expect(leaveRefusal(publicProject, OTHER, { status: 'left' })).toBe('not_member');
    expect(leaveRefusal(publicProject, OTHER, { status: 'active' })).toBeNull();
  });
});

describe('the search query', () => {
  it('makes every word a prefix that must match, and keeps nothing but letters and digits', () => {
    expect(prefixSearchQuery('Curric  robot')).toBe('curric:* & robot:*');
    expect(prefixSearchQuery("a' | b:* & !(c)")).toBe('a:* & b:* & c:*');
    expect(prefixSearchQuery('   ')).toBeNull();
    expect(prefixSearchQuery(undefined)).toBeNull();
    expect(prefixSearchQuery('STEM stem')).toBe('stem:*');
  });
});
