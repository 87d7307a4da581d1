import { describe, expect, it } from 'vitest';
import { ProjectBody } from '@app/contracts/projects/http';
import {
  EMPTY_PROJECT_FORM,
  formValuesFromProject,
  missingTitleOrDescription,
  toProjectBody,
} from './project-form-values';
import { aProject } from '../testing/fixtures';
import { keptOver } from '../../../lib/drafts';

describe('project form values', () => {
  it('requires a title and a description, blank counting as missing', () => {
    expect(missingTitleOrDescription({ title: 'T', description: 'D' })).toBe(false);
    expect(missingTitleOrDescription({ title: '  ', description: 'D' })).toBe(true);
    expect(missingTitleOrDescription({ title: 'T', description: '' })).toBe(true);
  });

  it('sends a funding amount only when funding is required', () => {
    const values = { ...EMPTY_PROJECT_FORM, title: 'T', description: 'D', fundingAmount: '$20,000' };
    expect(toProjectBody({ ...values, fundingRequired: false }).fundingAmount).toBeNull();
    expect(toProjectBody({ ...values, fundingRequired: true }).fundingAmount).toBe('$20,000');
    expect(toProjectBody({ ...values, fundingRequired: true, fundingAmount: '  ' }).fundingAmount).toBeNull();
  });

  it('sends the lists as JSON text, trims text, blanks as null, public by default', () => {
    const body = toProjectBody({
      ...EMPTY_PROJECT_FORM,
      title: '  Robotics in primary schools ',
      description: 'Why and how.',
      categories: ['TPACK'],
      researchMethods: ['Focus groups', 'Yarning circles'],
      objectives: '   ',
    });
    expect(body).toMatchObject({
      title: 'Robotics in primary schools',
      categories: '["TPACK"]',
      researchMethods: '["Focus groups","Yarning circles"]',
      researchMethodologies: '[]',
      objectives: null,
      isPublic: true,
      fundingRequired: false,
    });
    // The server's own schema accepts what the form sends.
    expect(ProjectBody.parse(body)).toMatchObject({
      categories: ['TPACK'],
      researchMethods: ['Focus groups', 'Yarning circles'],
    });
  });

  it('starts the edit form from the project, nulls as empty text', () => {
    const project = aProject({
      objectives: null,
      fundingRequired: true,
      fundingAmount: '$5k',
      isPublic: false,
    });
    expect(formValuesFromProject(project)).toMatchObject({
      title: project.title,
      objectives: '',
      fundingRequired: true,
      fundingAmount: '$5k',
      isPublic: false,
      categories: project.categories,
    });
  });
});

describe('a kept draft over the project form', () => {
  it('lays a kept draft over the form, field by field', () => {
    const values = keptOver(EMPTY_PROJECT_FORM, {
      title: 'Robots in rural schools',
      fundingRequired: true,
      categories: ['TPACK'],
    });
    expect(values).toEqual({
      ...EMPTY_PROJECT_FORM,
      title: 'Robots in rural schools',
      fundingRequired: true,
      categories: ['TPACK'],
    });
  });

  it('ignores what the form does not hold, or holds as another type', () => {
    const values = keptOver(EMPTY_PROJECT_FORM, {
      title: 42,
      isPublic: 'no',
      categories: ['TPACK', 7],
      createdBy: 'someone else',
    });
    expect(values).toEqual(EMPTY_PROJECT_FORM);
  });
});
