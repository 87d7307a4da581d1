import { describe, expect, it } from 'vitest';
import { examinerRequestErrors, hasErrors, supervisorRequestErrors, trimmedRequest } from './validation';

const valid = {
  thesisTitle: 'Teaching computational thinking',
  researchArea: 'Digital technologies',
  message: 'Hello there!',
};

describe('supervisor request form (spec 1 §5)', () => {
  it('accepts a complete form', () => {
    expect(supervisorRequestErrors(valid)).toEqual({});
  });

  it('gives every message of the spec for an empty form', () => {
    expect(supervisorRequestErrors({})).toEqual({
      thesisTitle: 'Thesis title is required',
      researchArea: 'Research area is required',
      message: 'Message must be at least 10 characters',
    });
  });

  it('needs a message of at least 10 characters, not counting surrounding spaces', () => {
    expect(supervisorRequestErrors({ ...valid, message: '123456789' }).message).toBe(
      'Message must be at least 10 characters',
    );
    expect(supervisorRequestErrors({ ...valid, message: '   123456789   ' }).message).toBe(
      'Message must be at least 10 characters',
    );
    expect(supervisorRequestErrors({ ...valid, message: '1234567890' })).toEqual({});
  });

  it('treats blank text as missing', () => {
    expect(supervisorRequestErrors({ ...valid, thesisTitle: '   ', researchArea: '\t' })).toEqual({
      thesisTitle: 'Thesis title is required',
      researchArea: 'Research area is required',
    });
  });
});

describe('examiner request form (spec 1 §5)', () => {
  it('accepts any three non-empty fields, however short', () => {
    expect(examinerRequestErrors({ thesisTitle: 'T', researchArea: 'A', message: 'M' })).toEqual({});
  });

  it('refuses when any one of the three is empty or blank', () => {
    expect(hasErrors(examinerRequestErrors({ ...valid, thesisTitle: '' }))).toBe(true);
    expect(hasErrors(examinerRequestErrors({ ...valid, researchArea: '  ' }))).toBe(true);
    expect(hasErrors(examinerRequestErrors({ ...valid, message: '' }))).toBe(true);
    expect(examinerRequestErrors({})).toEqual({
      thesisTitle: 'Thesis title is required',
      researchArea: 'Research area is required',
      message: 'Message is required',
    });
  });
});

describe('trimmedRequest', () => {
  it('sends every field trimmed', () => {
    expect(trimmedRequest({ thesisTitle: ' T ', researchArea: ' A', message: 'M ' })).toEqual({
      thesisTitle: 'T',
      researchArea: 'A',
      message: 'M',
    });
  });
});
