import { describe, expect, it } from 'vitest';
import { parseRequestMetadata } from './request-metadata';

const meta = { thesisTitle: 'Robots in class', researchArea: 'STEM education', message: 'Please examine' };

describe('request metadata (spec 1 §3: object, string or JSON nested in a string)', () => {
  it('reads an object', () => {
    expect(parseRequestMetadata(meta)).toEqual(meta);
  });

  it('reads JSON in a string, and JSON in a string in a string', () => {
    expect(parseRequestMetadata(JSON.stringify(meta))).toEqual(meta);
    expect(parseRequestMetadata(JSON.stringify(JSON.stringify(meta)))).toEqual(meta);
  });

  it('takes a plain string as the message', () => {
    expect(parseRequestMetadata('Would you examine my thesis?')).toEqual({
      message: 'Would you examine my thesis?',
    });
  });

  it('gives nothing for empty or unusable values', () => {
    expect(parseRequestMetadata(null)).toEqual({});
    expect(parseRequestMetadata(undefined)).toEqual({});
    expect(parseRequestMetadata('')).toEqual({});
    expect(parseRequestMetadata(42)).toEqual({});
    expect(parseRequestMetadata([1, 2])).toEqual({});
  });

  it('keeps only text fields and lists of interests', () => {
    expect(
      parseRequestMetadata({
        thesisTitle: 7,
        researchInterests: ['AI', 3, 'VR'],
        proposedProject: 'P',
        extra: 'x',
      }),
    ).toEqual({ researchInterests: ['AI', 'VR'], proposedProject: 'P' });
    expect(parseRequestMetadata({ researchInterests: 'AI' })).toEqual({ researchInterests: ['AI'] });
  });
});
