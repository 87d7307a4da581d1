import { describe, expect, it } from 'vitest';
import { decodeForCodes, encodeForCodes } from '../src/shared/for-codes';
import { SimilarityIndex } from '../src/search/similarity-index';

describe('FoR codes held encoded', () => {
  it('decode to the codes of the FoR pattern, in their order', () => {
    const codes = ['390405', '39', '4608', 'bad', '010101', '52'];
    expect(decodeForCodes(encodeForCodes(codes))).toEqual(['390405', '39', '4608', '010101', '52']);
  });
});

describe('a researcher held by the similarity index', () => {
  it('is given back with their terms and codes, and is gone once removed or replaced', () => {
    const index = new SimilarityIndex();
    const vera = {
      profileId: 'p-vera',
      userId: 'u-vera',
      name: 'Vera Viewer',
      interestTerms: ['computational thinking', 'augmented reality'],
      forCodes: ['390405', '46'],
      acceptingCollaborations: false,
      keywordText: 'vera viewer\nmonash',
    };
    index.upsert(vera);
    expect(index.researcherOfUser('u-vera')).toEqual(vera);

    // Linking another ORCID iD replaces the profile: its codes and terms are the new ones.
    const relinked = {
      ...vera,
      profileId: 'p-vera-2',
      interestTerms: ['marine biology'],
      forCodes: ['3103'],
    };
    index.upsert(relinked);
    expect(index.has('p-vera')).toBe(false);
    expect(index.researcherOfUser('u-vera')).toEqual(relinked);
    index.remove('p-vera-2');
    expect(index.researcherOfUser('u-vera')).toBeUndefined();
    expect(index.size).toBe(0);

    // Whoever takes the freed slot is under their own codes only (the old ones left with them).
    index.upsert({
      ...vera,
      profileId: 'p-rob',
      userId: 'u-rob',
      forCodes: ['3103'],
      acceptingCollaborations: true,
    });
    const under = (code: string) =>
      index
        .discover(
          { userId: 'u-someone', interestTerms: [], forCodes: [] },
          { offset: 0, limit: 10, filter: { keyword: '', forCodes: [code] }, includeUnmatched: true },
        )
        .researchers.map((r) => r.profileId);
    expect(under('3103')).toEqual(['p-rob']);
    expect(under('3904')).toEqual([]);
    expect(under('46')).toEqual([]);
  });
});

describe('the total of Discover Researchers', () => {
  it('follows researchers who move to another FoR division, leave, or take a freed place', () => {
    const index = new SimilarityIndex();
    const researcher = (n: number, forCodes: string[], acceptingCollaborations = true) => ({
      profileId: `p-${n}`,
      userId: `u-${n}`,
      name: `Researcher ${n}`,
      interestTerms: [],
      forCodes,
      acceptingCollaborations,
    });
    const me = researcher(0, ['390401']);
    for (const r of [me, researcher(1, ['390402']), researcher(2, ['3904']), researcher(3, ['460101'])])
      index.upsert(r);
    const total = (alsoInclude?: Set<string>) =>
      index.discover(me, { offset: 0, limit: 10, includeUnmatched: false, alsoInclude }).total;
    expect(total()).toBe(2);

    index.upsert(researcher(1, ['460102'])); // now in another division
    expect(total()).toBe(1);
    index.remove('p-2');
    expect(total()).toBe(0);
    index.upsert(researcher(4, ['460103'])); // in the place researcher 2 left
    expect(total()).toBe(0);
    // Not accepting collaborations: counted only as one of my connections.
    index.upsert(researcher(5, ['390499'], false));
    expect(total()).toBe(0);
    expect(total(new Set(['u-5']))).toBe(1);
  });
});
