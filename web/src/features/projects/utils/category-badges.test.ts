import { describe, expect, it } from 'vitest';
import { categoryBadges, shortCategoryName } from './category-badges';

describe('category badges on a project card', () => {
  it('keeps names of up to 25 characters and cuts longer ones at 25 with an ellipsis', () => {
    expect(shortCategoryName('TPACK')).toBe('TPACK');
    const exactly25 = 'A'.repeat(25);
    expect(shortCategoryName(exactly25)).toBe(exactly25);
    expect(shortCategoryName('Digital Literacy and Computational Thinking')).toBe(
      'Digital Literacy and Comp...',
    );
    expect(shortCategoryName('B'.repeat(26))).toBe(`${'B'.repeat(25)}...`);
  });

  it('shows at most three badges and "+N more" for the rest', () => {
    const names = [
      'TPACK',
      'Equity and Inclusion',
      'Assessment and Feedback',
      'Emerging Technologies',
      'Other',
    ];
    const badges = categoryBadges(names);
    expect(badges.shown.map((b) => b.name)).toEqual(names.slice(0, 3));
    expect(badges.more).toBe('+2 more');
  });

  it('has no "+N more" with three or fewer', () => {
    expect(categoryBadges(['TPACK', 'Equity and Inclusion', 'Emerging Technologies']).more).toBeNull();
    expect(categoryBadges([])).toEqual({ shown: [], more: null });
  });

  it('keeps the full name beside the cut label', () => {
    const [badge] = categoryBadges(['Workforce Development and Readiness']).shown;
    expect(badge).toEqual({
      name: 'Workforce Development and Readiness',
      label: 'Workforce Development and...',
    });
  });
});
