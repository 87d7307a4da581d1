import { describe, expect, it } from 'vitest';
import {
  ORCID_ID_CHECKSUM,
  ORCID_ID_FORMAT,
  ORCID_ID_REQUIRED,
  OrcidId,
  isValidOrcidId,
  normaliseOrcidInput,
  orcidCheckCharacter,
} from './orcid-id';

const messages = (input: unknown) => {
  const r = OrcidId.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('ORCID iD', () => {
  it('has the spec’s messages, one at a time', () => {
    expect(messages(undefined)).toEqual([ORCID_ID_REQUIRED]);
    expect(messages('')).toEqual([ORCID_ID_REQUIRED]);
    expect(messages('0000-0002-1825')).toEqual([ORCID_ID_FORMAT]);
    expect(messages('0000000218250097')).toEqual([ORCID_ID_FORMAT]);
    expect(messages('0000-0002-1825-0096')).toEqual([ORCID_ID_CHECKSUM]);
    expect(ORCID_ID_FORMAT).toBe('ORCID ID must be in format 0000-0000-0000-0000');
    expect(ORCID_ID_REQUIRED).toBe('ORCID ID is required');
  });

  it('checks the ISO 7064 MOD 11-2 check character, including X', () => {
    expect(orcidCheckCharacter('000000021825009')).toBe('7');
    expect(orcidCheckCharacter('000000045030001')).toBe('X');
    expect(isValidOrcidId('0000-0002-1825-0097')).toBe(true);
    expect(isValidOrcidId('0000-0003-1415-9269')).toBe(true);
    expect(isValidOrcidId('0000-0004-5030-001X')).toBe(true);
    expect(isValidOrcidId('0000-0004-5030-0010')).toBe(false);
  });

  it('accepts what people paste: spaces, the orcid.org address, a lower-case x', () => {
    expect(normaliseOrcidInput('  https://orcid.org/0000-0002-1825-0097 ')).toBe('0000-0002-1825-0097');
    expect(OrcidId.parse('orcid.org/0000-0004-5030-001x')).toBe('0000-0004-5030-001X');
  });
});
