import { describe, expect, it } from 'vitest';
import { showsRelevance } from './relevance';

describe('relevance badge', () => {
  it('shows only above 5', () => {
    expect(showsRelevance(0)).toBe(false);
    expect(showsRelevance(5)).toBe(false);
    expect(showsRelevance(6)).toBe(true);
    expect(showsRelevance(100)).toBe(true);
    expect(showsRelevance(undefined)).toBe(false);
    expect(showsRelevance(null)).toBe(false);
  });
});
