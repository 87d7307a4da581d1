import { describe, expect, it } from 'vitest';
import { matchScoreColor, matchScorePercent } from './match-score';

describe('match-score badge (spec 1 §9)', () => {
  it.each([
    [1, 'green'],
    [0.8, 'green'],
    [0.7999, 'blue'],
    [0.6, 'blue'],
    [0.5999, 'yellow'],
    [0.4, 'yellow'],
    [0.3999, 'default'],
    [0, 'default'],
  ])('score %s is %s', (score, color) => {
    expect(matchScoreColor(score)).toBe(color);
  });

  it('shows the score as a whole percentage', () => {
    expect(matchScorePercent(0.853)).toBe(85);
    expect(matchScorePercent(0.855)).toBe(86);
    expect(matchScorePercent(0)).toBe(0);
    expect(matchScorePercent(1)).toBe(100);
  });

  it('keeps odd values within 0 to 100', () => {
    expect(matchScorePercent(1.4)).toBe(100);
    expect(matchScorePercent(-0.2)).toBe(0);
    expect(matchScorePercent(Number.NaN)).toBe(0);
  });
});
