import { describe, expect, it } from 'vitest';
import { formatPublicationCount } from './publication-count';

describe('discovery publication count (spec 1 §5)', () => {
  it('shows the number up to 50', () => {
    expect(formatPublicationCount(0)).toBe('0');
    expect(formatPublicationCount(12)).toBe('12');
    expect(formatPublicationCount(50)).toBe('50');
  });

  it('shows "50+" above 50', () => {
    expect(formatPublicationCount(51)).toBe('50+');
    expect(formatPublicationCount(480)).toBe('50+');
  });

  it('treats a missing count as 0', () => {
    expect(formatPublicationCount(null)).toBe('0');
    expect(formatPublicationCount(undefined)).toBe('0');
  });
});
