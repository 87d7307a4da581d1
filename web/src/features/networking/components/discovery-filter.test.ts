import { describe, expect, it } from 'vitest';
import { filterResearchers, forCodeTexts, matchesForCodes, matchesKeyword } from './discovery-filter';

const ada = {
  name: 'Ada Lovelace',
  institution: 'University of Melbourne',
  researchInterests: ['Computational Thinking', 'Mathematics education'],
};
const grace = {
  name: 'Grace Hopper',
  institution: 'Monash University',
  researchInterests: ['390101 curriculum studies'],
};
const alan = { name: 'Alan Turing', institution: null, researchInterests: [] as string[] };

describe('keyword filter (spec 1 §5)', () => {
  it('matches the name, the institution or any interest, ignoring case', () => {
    expect(matchesKeyword(ada, 'LOVE')).toBe(true);
    expect(matchesKeyword(ada, 'melbourne')).toBe(true);
    expect(matchesKeyword(ada, 'computational')).toBe(true);
    expect(matchesKeyword(ada, 'monash')).toBe(false);
  });

  it('lets everyone through when empty or blank', () => {
    expect(matchesKeyword(alan, '')).toBe(true);
    expect(matchesKeyword(alan, '   ')).toBe(true);
  });

  it('copes with a missing institution', () => {
    expect(matchesKeyword(alan, 'university')).toBe(false);
    expect(matchesKeyword(alan, 'turing')).toBe(true);
  });
});

describe('FoR filter (spec 1 §5)', () => {
  it('matches an interest containing the text of a selected code', () => {
    expect(matchesForCodes(grace, ['390101'])).toBe(true);
    expect(matchesForCodes(ada, ['390101'])).toBe(false);
  });

  it('matches by the code title too, ignoring case', () => {
    const texts = forCodeTexts(['4601'], new Map([['4601', 'mathematics education']]));
    expect(texts).toEqual(['4601', 'mathematics education']);
    expect(matchesForCodes(ada, texts)).toBe(true);
  });

  it('matches when any of several selected codes matches', () => {
    expect(matchesForCodes(grace, ['1234', '390101'])).toBe(true);
  });

  it('lets everyone through with no code selected, and nobody without interests when one is', () => {
    expect(matchesForCodes(alan, [])).toBe(true);
    expect(matchesForCodes(alan, ['39'])).toBe(false);
  });
});

describe('filterResearchers', () => {
  it('applies both filters together and keeps the order', () => {
    const all = [grace, ada, alan];
    expect(filterResearchers(all, { keyword: '', codeTexts: [] })).toEqual(all);
    expect(filterResearchers(all, { keyword: 'university', codeTexts: [] })).toEqual([grace, ada]);
    expect(filterResearchers(all, { keyword: 'university', codeTexts: ['390101'] })).toEqual([grace]);
    expect(filterResearchers(all, { keyword: 'nobody', codeTexts: [] })).toEqual([]);
  });
});
