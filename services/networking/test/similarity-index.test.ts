import { describe, expect, it } from 'vitest';
import { forCodeSimilarity } from '../src/shared/for-codes';
import { interestTerms } from '../src/shared/interest-terms';
import {
  cosine,
  matchScore,
  partWeights,
  rarityWeight,
  termWeightSq,
  topicTerm,
} from '../src/search/match-score';
import { SimilarityIndex, type IndexedResearcher } from '../src/search/similarity-index';
import { nameKey } from '../src/search/slots';
import { PackedLists } from '../src/search/similarity-holdings';
import { at, first } from '@app/service-kit/testing';

function network() {
  const index = new SimilarityIndex();
  const add = (name: string, interests: string[], codes: string[], accepting = true) =>
    index.upsert({
      profileId: `p-${name}`,
      userId: `u-${name}`,
      name,
      interestTerms: interestTerms(interests),
      forCodes: codes,
      acceptingCollaborations: accepting,
    });
  add('Vera Viewer', ['Computational thinking', 'Augmented reality'], ['390405']);
  add('Rita One', ['Computational thinking', 'Augmented reality in classrooms'], ['390405']);
  add('Rob Two', ['Augmented reality'], ['390408']);
  add('Ruth Three', ['Computational modelling'], ['390307']);
  add('Ray Four', ['Marine biology'], ['3103']);
  add('Rhea Five', ['Computational thinking', 'Augmented reality'], ['390405'], false);
  add('Ron Six', ['Augmented reality'], [], false);
  add('Rae Seven', ['Marine ecology'], []);
  return index;
}
const vera = {
  userId: 'u-Vera Viewer',
  interestTerms: interestTerms(['Computational thinking', 'Augmented reality']),
  forCodes: ['390405'],
};

describe('the match score formula', () => {
  it('weighs rare terms above common ones', () => {
    expect(rarityWeight(1, 100)).toBeGreaterThan(rarityWeight(50, 100));
    expect(rarityWeight(100, 100)).toBe(1);
  });

  it('combines interests (0.6) and FoR codes (0.4), giving all weight to what the viewer has', () => {
    expect(matchScore(partWeights({ hasInterests: true, hasCodes: true }), 0.5, 1)).toBe(0.7);
    expect(matchScore(partWeights({ hasInterests: true, hasCodes: false }), 0.5, 1)).toBe(0.5);
    expect(matchScore(partWeights({ hasInterests: false, hasCodes: true }), 0.5, 0.3)).toBe(0.3);
    expect(matchScore(partWeights({ hasInterests: false, hasCodes: false }), 1, 1)).toBe(0);
    expect(cosine(4, 4, 4)).toBe(1);
    expect(cosine(0, 4, 4)).toBe(0);
  });
});

describe('similar researchers on a hand-made network', () => {
  /*
   * N = 8. Rarity weights w = ln(9 / (1 + df)) + 1:
   *   computational (df 4) 1.588, thinking (3) 1.811, augmented and reality (5) 1.405, classroom
   *   and modelling (1) 2.504. Vera's squared norm: 1.588² + 1.811² + 2 x 1.405² = 9.751.
   * Rita: shares all of Vera's terms, has "classroom" too: cos = sqrt(9.751 / 16.021) = 0.780;
   *   same field 390405 -> FoR 1:            0.6 x 0.780 + 0.4 x 1   = 0.868
   * Rob: "augmented reality": cos = sqrt(3.950 / 9.751) = 0.637; same group 3904 -> 0.6:
   *                                          0.6 x 0.637 + 0.4 x 0.6 = 0.622
   * Ron (not accepting, but connected): the same interests, no codes:  0.6 x 0.637 = 0.382
   * Ruth: "computational": cos = 2.522 / sqrt(9.751 x 8.792) = 0.272; same division 39 -> 0.3:
   *                                          0.6 x 0.272 + 0.4 x 0.3 = 0.283
   * Rae and Ray share nothing: 0, listed by name. Rhea is not accepting collaborations.
   */
  it('ranks by the formula, excludes me and those not accepting, then fills up by name', () => {
    const result = network().similarTo(vera, { limit: 50, alsoInclude: new Set(['u-Ron Six']) });
    expect(result.map((r) => [r.name, r.matchScore])).toEqual([
      ['Rita One', 0.868],
      ['Rob Two', 0.622],
      ['Ron Six', 0.382],
      ['Ruth Three', 0.283],
      ['Rae Seven', 0],
      ['Ray Four', 0],
    ]);
  });

  it('leaves out people not accepting collaborations unless connected', () => {
    const names = network()
      .similarTo(vera, { limit: 50 })
      .map((r) => r.name);
    expect(names).not.toContain('Ron Six');
    expect(names).not.toContain('Rhea Five');
    expect(names).not.toContain('Vera Viewer');
  });

  it('keeps the best ones when the list is capped', () => {
    const result = network().similarTo(vera, { limit: 2 });
    expect(result.map((r) => r.name)).toEqual(['Rita One', 'Rob Two']);
  });

  it('prefers a shared rare term to a shared common one', () => {
    const index = new SimilarityIndex();
    const add = (id: string, interests: string[]) =>
      index.upsert({
        profileId: id,
        userId: id,
        name: id,
        interestTerms: interestTerms(interests),
        forCodes: [],
        acceptingCollaborations: true,
      });
    add('me', ['Education', 'Makerspaces']);
    add('common', ['Education']);
    add('rare', ['Makerspaces']);
    for (let i = 0; i < 20; i++) add(`crowd${i}`, ['Education', `Topic ${i}`]);
    const [first] = index.similarTo(
      { userId: 'me', interestTerms: interestTerms(['Education', 'Makerspaces']), forCodes: [] },
      { limit: 3 },
    );
    expect(first!.name).toBe('rare');
  });

  it('follows updates and removals, and a user keeps one profile', () => {
    const index = network();
    index.remove('p-Rita One');
    index.upsert({
      profileId: 'p-Rob Two (new ORCID)',
      userId: 'u-Rob Two',
      name: 'Rob Two',
      interestTerms: [],
      forCodes: [],
      acceptingCollaborations: true,
    });
    expect(index.has('p-Rob Two')).toBe(false);
    expect(index.frequency('augmented')).toBe(3);
    const best = first(index.similarTo(vera, { limit: 1 }));
    expect(best.name).toBe('Ruth Three');
  });
});

describe('the index against a brute-force reading of the formula', () => {
  /** Scores every researcher the slow, obvious way: what the index's pruning must reproduce. */
  function bruteForce(
    all: IndexedResearcher[],
    me: IndexedResearcher,
    limit: number,
    alsoInclude: Set<string>,
  ) {
    const df = new Map<string, number>();
    for (const r of all) for (const t of new Set(r.interestTerms)) df.set(t, (df.get(t) ?? 0) + 1);
    const w2 = (t: string) => termWeightSq(t, df.get(t) ?? 0, all.length);
    const mine = new Set(me.interestTerms);
    const mySq = [...mine].reduce((a, t) => a + w2(t), 0);
    const weights = partWeights({ hasInterests: mine.size > 0, hasCodes: me.forCodes.length > 0 });
    return all
      .filter((r) => r.userId !== me.userId && (r.acceptingCollaborations || alsoInclude.has(r.userId)))
      .map((r) => {
        const theirs = new Set(r.interestTerms);
        const shared = [...theirs].filter((t) => mine.has(t)).reduce((a, t) => a + w2(t), 0);
        const theirSq = [...theirs].reduce((a, t) => a + w2(t), 0);
        const score = matchScore(
          weights,
          cosine(shared, mySq, theirSq),
          forCodeSimilarity(me.forCodes, r.forCodes),
        );
        return { profileId: r.profileId, matchScore: score, key: nameKey(r.name) };
      })
      .sort(
        (a, b) =>
          b.matchScore - a.matchScore ||
          (a.key < b.key ? -1 : a.key > b.key ? 1 : a.profileId < b.profileId ? -1 : 1),
      )
      .slice(0, limit)
      .map(({ profileId, matchScore }) => ({ profileId, matchScore }));
  }

  /** Everyone eligible passing the filter, sharing a term or an FoR division unless asked otherwise. */
  function bruteForceListable(
    all: IndexedResearcher[],
    me: IndexedResearcher,
    alsoInclude: Set<string>,
    filter: { keyword: string; forCodes: string[] },
    includeUnmatched: boolean,
  ) {
    const myDivisions = new Set(me.forCodes.map((c) => c.slice(0, 2)));
    return all.filter(
      (r) =>
        r.userId !== me.userId &&
        (r.acceptingCollaborations || alsoInclude.has(r.userId)) &&
        (filter.forCodes.length === 0 ||
          filter.forCodes.some((c) => r.forCodes.some((rc) => rc.startsWith(c)))) &&
        (!filter.keyword.trim() || r.name.toLowerCase().includes(filter.keyword.trim().toLowerCase())) &&
        (includeUnmatched ||
          r.interestTerms.some((t) => me.interestTerms.includes(t)) ||
          r.forCodes.some((c) => myDivisions.has(c.slice(0, 2)))),
    );
  }

  it('gives exactly the same list on hundreds of random networks', () => {
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(items: readonly T[]) => at(items, Math.floor(random() * items.length));
    // Skewed vocabulary: the first terms are held by most people, as "education" is.
    const vocabulary = Array.from({ length: 30 }, (_, i) => `term${i}`);
    const skewedTerm = () => at(vocabulary, Math.floor(vocabulary.length * random() ** 2.5));
    const codes = [
      '39',
      '3901',
      '390101',
      '390102',
      '3904',
      '390405',
      '390408',
      '46',
      '4608',
      '460801',
      '52',
    ];
    const names = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'];
    for (let round = 0; round < 400; round++) {
      // Large networks with short lists make the pruning skip most people; small ones fill up by name.
      const size = round % 4 === 0 ? 300 + Math.floor(random() * 300) : 1 + Math.floor(random() * 150);
      const all: IndexedResearcher[] = Array.from({ length: size }, (_, i) => ({
        profileId: `p${i}`,
        userId: `u${i}`,
        name: `${pick(names)} ${i % 7}`,
        interestTerms: [...new Set(Array.from({ length: Math.floor(random() * 6) }, skewedTerm))],
        forCodes: [...new Set(Array.from({ length: Math.floor(random() * 3) }, () => pick(codes)))],
        acceptingCollaborations: random() < 0.8,
      }));
      const index = new SimilarityIndex();
      for (const r of all) index.upsert(r);
      const me = pick(all);
      const alsoInclude = new Set(all.filter(() => random() < 0.1).map((r) => r.userId));
      const limit = round % 4 === 0 ? 1 + Math.floor(random() * 5) : 1 + Math.floor(random() * 25);
      const got = index
        .similarTo(me, { limit, alsoInclude })
        .map(({ profileId, matchScore }) => ({ profileId, matchScore }));
      expect(got, `round ${round}`).toEqual(bruteForce(all, me, limit, alsoInclude));
    }
  });

  it('pages, filters and counts discovery exactly as a brute-force reading does', () => {
    let seed = 777;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(items: readonly T[]) => at(items, Math.floor(random() * items.length));
    const vocabulary = Array.from({ length: 20 }, (_, i) => `term${i}`);
    const skewedTerm = () => at(vocabulary, Math.floor(vocabulary.length * random() ** 2.5));
    const codes = ['39', '3901', '390101', '390102', '3904', '390405', '46', '4608', '460801', '52'];
    const names = ['Ann Lee', 'Bo Chan', 'Cy Roberts', 'Di Ng', 'Ed Shaw'];
    for (let round = 0; round < 200; round++) {
      const size = 1 + Math.floor(random() * 120);
      const all: IndexedResearcher[] = Array.from({ length: size }, (_, i) => ({
        profileId: `p${i}`,
        userId: `u${i}`,
        name: `${pick(names)} ${i % 5}`,
        interestTerms: [...new Set(Array.from({ length: Math.floor(random() * 4) }, skewedTerm))],
        forCodes: [...new Set(Array.from({ length: Math.floor(random() * 3) }, () => pick(codes)))],
        acceptingCollaborations: random() < 0.8,
      }));
      const index = new SimilarityIndex();
      for (const r of all) index.upsert(r);
      const me = pick(all);
      const alsoInclude = new Set(all.filter(() => random() < 0.1).map((r) => r.userId));
      const filter = {
        keyword: random() < 0.3 ? pick([' ann', 'CHAN', 'oberts 1', 'nobody']) : '',
        forCodes: random() < 0.5 ? [...new Set([pick(codes), ...(random() < 0.3 ? [pick(codes)] : [])])] : [],
      };
      const includeUnmatched = random() < 0.5;
      const offset = Math.floor(random() * 10);
      const limit = 1 + Math.floor(random() * 20);

      const listable = bruteForceListable(all, me, alsoInclude, filter, includeUnmatched);
      const listableIds = new Set(listable.map((r) => r.userId));
      const ranked = bruteForce(all, me, all.length, alsoInclude).filter((r) =>
        listableIds.has(all.find((a) => a.profileId === r.profileId)!.userId),
      );

      const page = index.discover(me, { offset, limit, alsoInclude, filter, includeUnmatched });
      expect(page.total, `round ${round}`).toBe(listable.length);
      // Those the 0% matches leave out: everyone listable with them, less those listed without.
      const hidden = includeUnmatched
        ? 0
        : bruteForceListable(all, me, alsoInclude, filter, true).length - listable.length;
      expect(page.unmatchedHidden, `round ${round}`).toBe(hidden);
      expect(
        page.researchers.map(({ profileId, matchScore }) => ({ profileId, matchScore })),
        `round ${round}`,
      ).toEqual(ranked.slice(offset, offset + limit));
    }
  });

  it('keeps counting discovery exactly while the holders of common terms come and go', () => {
    let seed = 4242;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(items: readonly T[]) => at(items, Math.floor(random() * items.length));
    // "education" and "learning" are held by most (counted a word at a time once seen as common),
    // "rare" by few; people join, leave, change their terms, and leave slots to be reused.
    const terms = () => [
      ...(random() < 0.8 ? ['education'] : []),
      ...(random() < 0.5 ? ['learning'] : []),
      ...(random() < 0.1 ? ['rare'] : []),
    ];
    const person = (i: number): IndexedResearcher => ({
      profileId: `p${i}-${Math.floor(random() * 3)}`,
      userId: `u${i}`,
      name: `Person ${i}`,
      interestTerms: terms(),
      forCodes: random() < 0.3 ? [pick(['390101', '460801'])] : [],
      acceptingCollaborations: random() < 0.8,
    });
    const people = new Map<string, IndexedResearcher>();
    const index = new SimilarityIndex();
    for (let i = 0; i < 200; i++) {
      const r = person(i);
      people.set(r.userId, r);
      index.upsert(r);
    }
    let next = 200;
    for (let round = 0; round < 60; round++) {
      for (let change = 0; change < 15; change++) {
        const userIds = [...people.keys()];
        const roll = random();
        if (roll < 0.35 && userIds.length > 1) {
          const gone = people.get(pick(userIds))!;
          people.delete(gone.userId);
          index.remove(gone.profileId);
        } else if (roll < 0.7) {
          // New terms; sometimes a new profile too (a re-linked ORCID iD replaces the old one).
          const userId = pick(userIds);
          const changed = person(Number(userId.slice(1)));
          if (random() < 0.5) changed.profileId = people.get(userId)!.profileId;
          people.set(userId, changed);
          index.upsert(changed);
        } else {
          const joined = person(next++);
          people.set(joined.userId, joined);
          index.upsert(joined);
        }
      }
      const all = [...people.values()];
      const me = pick(all);
      const alsoInclude = new Set(all.filter(() => random() < 0.1).map((r) => r.userId));
      const filter = { keyword: '', forCodes: [] };
      const page = index.discover(me, { offset: 0, limit: 5, alsoInclude, filter, includeUnmatched: false });
      expect(page.total, `round ${round}`).toBe(
        bruteForceListable(all, me, alsoInclude, filter, false).length,
      );
    }
  });

  /*
   * A discipline-sized network shaped like the real one: a few terms are held by most researchers
   * (as "education" is by four in five), the rest follow a long tail, and most FoR codes sit in
   * one division. Viewers with rare terms let the index stop before walking the common terms'
   * postings; viewers with only common terms, or with no terms, make it walk everything. Both
   * must give the brute-force list, for short and long lists, and after the network changes.
   */
  it('gives exactly the same list on a large skewed network, before and after changes', () => {
    let seed = 2024;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(items: readonly T[]) => at(items, Math.floor(random() * items.length));
    // Terms held by about 80%, 55%, 40% and 20% of researchers, then a Zipf-like tail.
    const common = [
      ['education', 0.8],
      ['learning', 0.55],
      ['teacher', 0.4],
      ['professional', 0.2],
    ] as const;
    const tail = Array.from({ length: 150 }, (_, i) => `topic${i}`);
    // Most researchers also have OpenAlex topics, weighed at TOPIC_WEIGHT (bruteForce weighs them
    // by termWeightSq as the index does): a few held by most of them (75%, 52%, 38% of
    // researchers, as in bench/networking's fixture), the rest a tail, so that the pruned search
    // is checked on candidate lists as long as they are with topics.
    const topics = Array.from({ length: 80 }, (_, i) => topicTerm(`T${i}`));
    const commonTopics = [
      [topics[0]!, 0.75],
      [topics[1]!, 0.52],
      [topics[2]!, 0.38],
    ] as const;
    const terms = () => {
      const held = common.filter(([, share]) => random() < share).map(([term]) => term as string);
      const extra = Math.floor(random() * 9);
      for (let i = 0; i < extra; i++) held.push(at(tail, Math.floor(tail.length * random() ** 2)));
      if (random() < 0.8) {
        held.push(...commonTopics.filter(([, share]) => random() < share).map(([topic]) => topic));
        const more = Math.floor(random() * 8);
        for (let i = 0; i < more; i++) held.push(at(topics, Math.floor(topics.length * random() ** 1.5)));
      }
      return [...new Set(held)].sort();
    };
    const code = () => {
      const division = random() < 0.85 ? '39' : pick(['44', '46', '52']);
      const group = `${division}0${1 + Math.floor(random() * 5)}`;
      const field = `${group}${String(1 + Math.floor(random() * 12)).padStart(2, '0')}`;
      const r = random();
      return r < 0.75 ? field : r < 0.92 ? group : division;
    };
    const codes = () => [...new Set(Array.from({ length: Math.floor(random() * 4) }, code))];
    const names = ['Ann Lee', 'Bo Chen', 'Cy Diaz', 'Di Ng', 'Ed Ortiz', 'Flo Park', 'Gus Quinn'];
    const researcher = (i: number, version = 0): IndexedResearcher => ({
      profileId: `p${i}${version ? `v${version}` : ''}`,
      userId: `u${i}`,
      name: pick(names),
      interestTerms: terms(),
      forCodes: codes(),
      acceptingCollaborations: random() < 0.85,
    });
    let all = Array.from({ length: 3000 }, (_, i) => researcher(i));
    const index = new SimilarityIndex();
    for (const r of all) index.upsert(r);

    const viewers = (): IndexedResearcher[] => {
      const stranger = (interestTerms: string[], forCodes: string[]) => ({
        ...researcher(-1),
        userId: `stranger-${interestTerms.join('+')}-${forCodes.join('+')}`,
        interestTerms,
        forCodes,
      });
      return [
        ...Array.from({ length: 24 }, () => pick(all)),
        stranger(['education', 'learning'], ['390101']), // only common terms
        stranger(['education', 'learning', 'teacher', 'professional'], []),
        stranger(['education', 'topic0', 'topic90', 'unheard-of'], ['390203', '390203', '4401']),
        stranger([], ['390101', '3902']), // no interests
        stranger(['topic3', 'topic17'], []), // no codes
        stranger(['topic5'], ['39x1']), // codes, but none valid
        stranger([topics[0]!, topics[1]!, topics[2]!], ['390101']), // only common topics
        stranger([topics[60]!, topics[0]!], []), // a rare topic and a common one, no interests
        stranger(['education', topics[0]!, topics[30]!], ['3902']),
        stranger([], []),
      ];
    };
    const check = (stage: string) => {
      for (const [v, me] of viewers().entries()) {
        const alsoInclude = new Set(v % 2 ? all.filter(() => random() < 0.05).map((r) => r.userId) : []);
        const expected = bruteForce(all, me, all.length, alsoInclude);
        for (const limit of [1, 10, 50]) {
          const got = index
            .similarTo(me, { limit, alsoInclude })
            .map(({ profileId, matchScore }) => ({ profileId, matchScore }));
          expect(got, `${stage}, viewer ${v}, limit ${limit}`).toEqual(expected.slice(0, limit));
        }
      }
    };
    check('as loaded');

    // Changes: some researchers leave, some edit their profile (some under a new profile id, as
    // after re-linking their ORCID iD), and newcomers take the freed slots.
    for (let i = 0; i < 300; i++) {
      const where = Math.floor(random() * all.length);
      const r = at(all, where);
      if (random() < 0.5) {
        index.remove(r.profileId);
        all = all.filter((other) => other !== r);
      } else {
        const edited = researcher(Number(r.userId.slice(1)), random() < 0.5 ? 0 : i + 1);
        index.upsert(edited);
        all[where] = edited;
      }
    }
    for (let i = 0; i < 100; i++) {
      const newcomer = researcher(10_000 + i);
      index.upsert(newcomer);
      all.push(newcomer);
    }
    check('after changes');

    // One change at a time, a query after each, as in use: most are profiles saved again under the
    // same id (the number of researchers stays, so only the weights and norms the change moves
    // are worked out again), some leave or join. Everybody scores 0 for the viewer with nothing,
    // who is given the first researchers by name.
    for (let round = 0; round < 60; round++) {
      const where = Math.floor(random() * all.length);
      const r = at(all, where);
      const change = random();
      if (change < 0.7) {
        const edited = { ...researcher(Number(r.userId.slice(1))), profileId: r.profileId };
        index.upsert(edited);
        all[where] = edited;
      } else if (change < 0.85) {
        index.remove(r.profileId);
        all = all.filter((other) => other !== r);
      } else {
        const newcomer = researcher(20_000 + round);
        index.upsert(newcomer);
        all.push(newcomer);
      }
      for (const me of [
        pick(all),
        { ...researcher(-1), userId: 'nobody', interestTerms: [], forCodes: [] },
      ]) {
        const expected = bruteForce(all, me, 20, new Set());
        const got = index
          .similarTo(me, { limit: 20 })
          .map(({ profileId, matchScore }) => ({ profileId, matchScore }));
        expect(got, `change ${round}`).toEqual(expected);
      }
    }
  });
});

describe('PackedLists', () => {
  it('gives each slot the list last set, through many changes and the closing of gaps', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const packed = new PackedLists();
    const expected = new Map<number, number[]>();
    for (let change = 0; change < 50_000; change++) {
      const slot = Math.floor(random() * 300);
      if (random() < 0.2) {
        packed.clear(slot);
        expected.delete(slot);
      } else {
        const list = Array.from({ length: Math.floor(random() * 40) }, () => Math.floor(random() * 1e6));
        packed.set(slot, list);
        expected.set(slot, list);
      }
    }
    for (let slot = 0; slot < 300; slot++) {
      const list = [...packed.values.subarray(packed.start[slot], packed.end[slot])];
      expect(list, `slot ${slot}`).toEqual(expected.get(slot) ?? []);
    }
    // The gaps were closed along the way: what is held takes at most twice its room.
    const held = [...expected.values()].reduce((sum, list) => sum + list.length, 0);
    expect(packed.values.length).toBeLessThanOrEqual(Math.max(1024, 4 * held));
  });
});
