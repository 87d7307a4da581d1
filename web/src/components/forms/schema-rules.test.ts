import { describe, expect, it } from 'vitest';
import { CreateSupervisorRequestBody } from '@app/contracts/networking/http';
import { ProjectBody, TITLE_AND_DESCRIPTION_REQUIRED } from '@app/contracts/projects/http';
import { schemaErrors } from './schema-rules';

const supervisorRequest = CreateSupervisorRequestBody.omit({ supervisorId: true });

describe("schemaErrors (a form's rules from the contract)", () => {
  it("gives each field the schema's first message, and none when the form is valid", () => {
    expect(
      schemaErrors(supervisorRequest, { thesisTitle: '', researchArea: 'STEM', message: 'Too short' }),
    ).toEqual({
      thesisTitle: 'Thesis title is required',
      message: 'Message must be at least 10 characters',
    });
    expect(
      schemaErrors(supervisorRequest, {
        thesisTitle: 'T',
        researchArea: 'A',
        message: 'Long enough message',
      }),
    ).toEqual({});
  });

  it('gives a form-wide message to the required fields left empty', () => {
    const required = ['title', 'description'] as const;
    expect(schemaErrors(ProjectBody, { title: 'T', description: '' }, required)).toEqual({
      description: TITLE_AND_DESCRIPTION_REQUIRED,
    });
    expect(schemaErrors(ProjectBody, { title: '  ', description: null }, required)).toEqual({
      title: TITLE_AND_DESCRIPTION_REQUIRED,
      description: TITLE_AND_DESCRIPTION_REQUIRED,
    });
    expect(schemaErrors(ProjectBody, { title: 'T', description: 'D' }, required)).toEqual({});
  });

  it("does not let a field's own error hide a form-wide one", () => {
    const form = { title: '', description: 'D', contactEmail: 'not an address' };
    expect(schemaErrors(ProjectBody, form, ['title', 'description'])).toEqual({
      title: TITLE_AND_DESCRIPTION_REQUIRED,
      contactEmail: 'Contact email must be a valid email address',
    });
  });
});
