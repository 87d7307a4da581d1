import { describe, expect, it } from 'vitest';
import { orcidIdProblem } from './orcid-input';

describe('orcidIdProblem', () => {
  it('requires an iD', () => {
    expect(orcidIdProblem('')).toBe('ORCID ID is required');
    expect(orcidIdProblem('   ')).toBe('ORCID ID is required');
    expect(orcidIdProblem(undefined)).toBe('ORCID ID is required');
  });

  it('requires four groups of four digits', () => {
    for (const bad of ['0000-0002-1825', '0000000218250097', '0000-0002-1825-00977', 'abcd-0002-1825-0097']) {
      expect(orcidIdProblem(bad)).toBe('ORCID ID must be in format 0000-0000-0000-0000');
    }
  });

  it('catches a typo through the check character', () => {
    expect(orcidIdProblem('0000-0002-1825-0098')).toMatch(/checksum failed/);
  });

  it('accepts valid iDs, also pasted as an orcid.org address or with a lower-case x', () => {
    expect(orcidIdProblem('0000-0002-1825-0097')).toBeNull();
    expect(orcidIdProblem('https://orcid.org/0000-0002-1825-0097')).toBeNull();
    expect(orcidIdProblem('0000-0004-5030-001x')).toBeNull();
  });
});
