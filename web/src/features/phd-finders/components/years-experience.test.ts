import { describe, expect, it } from 'vitest';
import { yearsExperienceLabel } from './years-experience';

describe('years of experience (spec 1 §2)', () => {
  it('reads "N+ years"', () => {
    expect(yearsExperienceLabel(12)).toBe('12+ years');
    expect(yearsExperienceLabel(1)).toBe('1+ years');
    expect(yearsExperienceLabel(0)).toBe('0+ years');
  });

  it('is absent when unknown or nonsensical', () => {
    expect(yearsExperienceLabel(null)).toBeNull();
    expect(yearsExperienceLabel(undefined)).toBeNull();
    expect(yearsExperienceLabel(-3)).toBeNull();
    expect(yearsExperienceLabel(Number.NaN)).toBeNull();
  });
});
