import { describe, expect, it } from 'vitest';
import { fittingCount } from './priority-nav';

describe('fittingCount', () => {
  it('shows every link when they all fit, without room for "More pages"', () => {
    expect(fittingCount([80, 80, 80], 248, 4)).toBe(3);
  });

  it('keeps room for "More pages" once one link does not fit', () => {
    // 3 links need 248 px; with 247 px the More button (56 px) must fit beside those shown.
    expect(fittingCount([80, 80, 80], 247, 4)).toBe(2);
    expect(fittingCount([80, 80, 80], 150, 4)).toBe(1);
    expect(fittingCount([80, 80, 80], 100, 4)).toBe(0);
  });
});
