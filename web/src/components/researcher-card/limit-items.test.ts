import { describe, expect, it } from 'vitest';
import { limitItems, moreLabel } from './limit-items';

describe('limitItems', () => {
  it('keeps the first items and counts the rest', () => {
    expect(limitItems(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ visible: ['a', 'b', 'c'], hiddenCount: 2 });
  });

  it('hides nothing when the list fits', () => {
    expect(limitItems(['a', 'b', 'c'], 3)).toEqual({ visible: ['a', 'b', 'c'], hiddenCount: 0 });
    expect(limitItems(['a'], 4)).toEqual({ visible: ['a'], hiddenCount: 0 });
  });

  it('treats a missing list as empty', () => {
    expect(limitItems(null, 3)).toEqual({ visible: [], hiddenCount: 0 });
    expect(limitItems(undefined, 3)).toEqual({ visible: [], hiddenCount: 0 });
  });
});

describe('moreLabel', () => {
  it('reads "+N" on finder cards and "+N more" where asked', () => {
    expect(moreLabel(2)).toBe('+2');
    expect(moreLabel(5, true)).toBe('+5 more');
  });

  it('is absent when nothing is hidden', () => {
    expect(moreLabel(0)).toBeNull();
    expect(moreLabel(0, true)).toBeNull();
  });
});
