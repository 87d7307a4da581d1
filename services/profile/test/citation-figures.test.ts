import { describe, expect, it } from 'vitest';
import { citationFigures, hIndex, i10Index } from '../src/shared/research-metrics';

describe('h-index from works (when OpenAlex has no author figures)', () => {
  it.each([
    { citations: [], h: 0 },
    { citations: [0, 0, 0], h: 0 },
    { citations: [1], h: 1 },
    { citations: [100], h: 1 },
    { citations: [3, 0, 6, 1, 5], h: 3 },
    { citations: [10, 8, 5, 4, 3], h: 4 },
    { citations: [25, 8, 5, 3, 3], h: 3 },
    { citations: [4, 4, 4, 4], h: 4 },
    { citations: [5, 5, 5, 5], h: 4 },
    { citations: [1, 1, 1, 1, 1], h: 1 },
  ])('$citations gives h = $h', ({ citations, h }) => {
    expect(hIndex(citations)).toBe(h);
  });

  it('i10 counts the works cited at least ten times', () => {
    expect(i10Index([9, 10, 11, 0, 250])).toBe(3);
    expect(i10Index([])).toBe(0);
  });
});

describe('a profile’s citation figures', () => {
  it('takes the author’s own figures when OpenAlex gives them', () => {
    expect(citationFigures({ citations: 500, hIndex: 9, i10Index: 7 }, [3, 2, null])).toEqual({
      citations: 500,
      hIndex: 9,
      i10Index: 7,
    });
  });

  it('computes what the author answer lacks (older answers have no summary_stats) from the works', () => {
    expect(citationFigures({ citations: 40, hIndex: null, i10Index: null }, [12, 11, 3, null])).toEqual({
      citations: 40,
      hIndex: 3,
      i10Index: 2,
    });
  });

  it('computes everything from the works when there is no author, ignoring works OpenAlex lacks', () => {
    expect(citationFigures(null, [6, null, 4, 0, 2])).toEqual({ citations: 12, hIndex: 2, i10Index: 0 });
  });

  it('says "no data" (null) rather than 0 when neither the author nor any work is known', () => {
    expect(citationFigures(null, [])).toBeNull();
    expect(citationFigures(null, [null, null])).toBeNull();
  });

  it('keeps a real 0: an author or work OpenAlex knows with no citations', () => {
    expect(citationFigures(null, [0])).toEqual({ citations: 0, hIndex: 0, i10Index: 0 });
  });
});
