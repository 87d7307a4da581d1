import { describe, expect, it } from 'vitest';
import { at, testProfileSnapshot } from '@app/service-kit/testing';
import { FinderIndex, type FinderSearch, type FinderWord } from '../src/search/finder-index';
import { forPrefixes } from '../src/shared/for-codes';
import { researcherFromSnapshot, type ResearcherRow } from '../src/shared/researchers';
import {
  ANY_WEIGHT,
  parsePrefixQuery,
  parseSearchDocument,
  WEIGHT,
  type DocumentLexeme,
} from '../src/search/search-document';
import { SimilarityIndex } from '../src/search/similarity-index';
import { nameKey } from '../src/search/slots';
import { apply } from '../src/search/researcher-feed';

const { A, B, C, D } = WEIGHT;

describe('search documents in their text form', () => {
  it('are read lexeme by lexeme with the weights of their positions', () => {
    expect(
      parseSearchDocument(`'comput':16C 'educ':8B,10B 'susan':1A 'university':17 'young':2A,20`),
    ).toEqual([
      { lexeme: 'comput', weights: C },
      { lexeme: 'educ', weights: B },
      { lexeme: 'susan', weights: A },
      { lexeme: 'university', weights: D },
      { lexeme: 'young', weights: A | D },
    ]);
    expect(parseSearchDocument('')).toEqual([]);
  });

  it('undo the quoting of apostrophes and backslashes, and read a stripped lexeme as any weight', () => {
    expect(parseSearchDocument(`'o''brien':1A 'c\\\\d':2 'plain'`)).toEqual([
      { lexeme: "o'brien", weights: A },
      { lexeme: 'c\\d', weights: D },
      { lexeme: 'plain', weights: ANY_WEIGHT },
    ]);
    expect(() => parseSearchDocument(`'ok':1 broken`)).toThrow(/Unreadable search document/);
    expect(() => parseSearchDocument(`'ok':1 'unclosed`)).toThrow(/Unreadable search document at 7/);
    expect(() => parseSearchDocument(`'ok': 'next':1`)).toThrow(/Unreadable search document/);
  });

  it('take every weight a lexeme is found under, wherever it stands in the list', () => {
    expect(parseSearchDocument(`'x':1,2A,3 'y':4B,5C  'z':6D,7\t'w':12A,13A`)).toEqual([
      { lexeme: 'x', weights: A | D },
      { lexeme: 'y', weights: B | C },
      { lexeme: 'z', weights: D },
      { lexeme: 'w', weights: A },
    ]);
  });

  it('prefix queries give their lexemes, none for a stop word', () => {
    expect(parsePrefixQuery(`'comput':*`)).toEqual(['comput']);
    expect(parsePrefixQuery('')).toEqual([]);
    expect(parsePrefixQuery(`'a':* & 'b''c':*`)).toEqual(['a', "b'c"]);
  });
});

/** A researcher with a hand-written search document (what PostgreSQL would have built). */
function researcher(
  name: string,
  over: Partial<ResearcherRow>,
  document: Array<[string, number]>,
): { row: ResearcherRow; lexemes: DocumentLexeme[] } {
  const { researcher: row } = researcherFromSnapshot(
    testProfileSnapshot({ name, availableForSupervision: true, publicationCount: 0 }),
  );
  const merged = { ...row, ...over };
  merged.forPrefixes = forPrefixes(merged.forCodes);
  return { row: merged, lexemes: document.map(([lexeme, weights]) => ({ lexeme, weights })) };
}

const word = (asTyped: string, stem: string | null = asTyped): FinderWord => ({
  asTyped: [asTyped],
  stems: stem === null ? [] : [stem],
});

function hand() {
  const index = new FinderIndex();
  const people = {
    typed: researcher('Alice Nguyen', { publicationCount: 10, forCodes: ['390405'] }, [
      ['alice', A],
      ['nguyen', A],
      ['robotics', B],
      ['robot', B],
      ['educ', C],
    ]),
    stem: researcher('Bea Both', { publicationCount: 5, forCodes: ['390405', '460806'] }, [
      ['bea', A],
      ['computer', B],
      ['comput', B],
    ]),
    department: researcher('Dana Lab', { publicationCount: 30, forCodes: ['390109'] }, [
      ['dana', A],
      ['robotics', C],
      ['robot', C],
    ]),
    institution: researcher('Ivan Place', { publicationCount: 90, forCodes: ['3901'] }, [
      ['ivan', A],
      ['robotics', D],
    ]),
    examinerOnly: researcher(
      'Eve Examiner',
      { availableForSupervision: false, availableForExamination: true, publicationCount: 50 },
      [
        ['eve', A],
        ['robotics', B],
      ],
    ),
    neither: researcher('Nat Neither', { availableForSupervision: false, publicationCount: 99 }, [
      ['robotics', B],
    ]),
  };
  for (const p of Object.values(people)) index.upsert(p.row, p.lexemes);
  return { index, people };
}

const names = (index: FinderIndex, s: Partial<FinderSearch>) =>
  index
    .search({ role: 'supervisors', words: [], codes: [], limit: 10, ...s })
    .map((r) => [r.name, r.matchScore]);

describe('the finder index', () => {
  it('holds only researchers available for a role, and finds each only in their role', () => {
    const { index } = hand();
    expect(index.size).toBe(5);
    expect(names(index, { words: [word('robot')] })).toEqual([
      ['Alice Nguyen', 1],
      ['Dana Lab', 0.6],
      ['Ivan Place', 0.4],
    ]);
    expect(names(index, { role: 'examiners', words: [word('robot')] })).toEqual([['Eve Examiner', 1]]);
  });

  it('scores a word found only by its stem below the word as typed, and averages the words', () => {
    const { index } = hand();
    expect(names(index, { words: [word('computational', 'comput')] })).toEqual([['Bea Both', 0.8]]);
    expect(names(index, { words: [word('computational', null)] })).toEqual([]);
    expect(names(index, { words: [word('robot'), word('educ')] })).toEqual([['Alice Nguyen', 0.8]]);
  });

  it('filters by FoR codes with their descendants and scores the share held', () => {
    const { index } = hand();
    expect(names(index, { codes: ['3904', '4608'] })).toEqual([
      ['Bea Both', 1],
      ['Alice Nguyen', 0.5],
    ]);
    expect(names(index, { codes: ['3901'] })).toEqual([
      ['Ivan Place', 1],
      ['Dana Lab', 1],
    ]);
    expect(names(index, { words: [word('robot')], codes: ['3901', '3904'] })).toEqual([
      ['Alice Nguyen', 0.75],
      ['Dana Lab', 0.55],
      ['Ivan Place', 0.45],
    ]);
  });

  it('lists the most published first when nothing is asked, up to the limit, leaving out whom it is told', () => {
    const { index, people } = hand();
    expect(names(index, { limit: 2 })).toEqual([
      ['Ivan Place', 0],
      ['Dana Lab', 0],
    ]);
    expect(names(index, { limit: 2, excludeUserIds: new Set([people.institution.row.userId]) })).toEqual([
      ['Dana Lab', 0],
      ['Alice Nguyen', 0],
    ]);
  });

  it('follows upserts and removals, including for words searched before', () => {
    const { index, people } = hand();
    expect(names(index, { words: [word('robot')] })).toHaveLength(3);
    index.upsert({ ...people.typed.row, availableForSupervision: false }, people.typed.lexemes);
    index.upsert(people.stem.row, [...people.stem.lexemes, { lexeme: 'robots', weights: B }]);
    index.remove(people.department.row.profileId);
    expect(names(index, { words: [word('robot')] })).toEqual([
      ['Bea Both', 1],
      ['Ivan Place', 0.4],
    ]);
    expect(index.size).toBe(3);
  });

  it('finds words new to the index by their first letters, and forgets words no one holds any more', () => {
    const { index } = hand();
    expect(names(index, { words: [word('rob')] })).toHaveLength(3); // (the lexicon is now in order)
    const newcomer = researcher('Zed Robin', { publicationCount: 1 }, [
      ['zed', A],
      ['robin', A],
      ['aardvark', B],
    ]);
    index.upsert(newcomer.row, newcomer.lexemes);
    expect(names(index, { words: [word('robi')] })).toEqual([['Zed Robin', 1]]);
    expect(names(index, { words: [word('aard')] })).toEqual([['Zed Robin', 1]]);
    expect(names(index, { words: [word('ze')] })).toEqual([['Zed Robin', 1]]);
    expect(names(index, { words: [word('robo')] })).toHaveLength(3);
    index.remove(newcomer.row.profileId);
    expect(names(index, { words: [word('robin')] })).toEqual([]);
    expect(names(index, { words: [word('z')] })).toEqual([]);
    expect(names(index, { words: [word('roboti')] })).toHaveLength(3);
  });
});

describe('the finder index growing', () => {
  it('finds newcomers for words and codes searched before it outgrew its first arrays', () => {
    const { index } = hand();
    expect(names(index, { words: [word('robot')] })).toHaveLength(3);
    expect(names(index, { codes: ['4608'] })).toEqual([['Bea Both', 1]]);
    for (let i = 0; i < 1500; i++) {
      const p = researcher(`Newcomer ${i}`, { publicationCount: i, forCodes: ['460806'] }, [['robots', B]]);
      index.upsert(p.row, p.lexemes);
    }
    expect(names(index, { words: [word('robot')], limit: 2 })).toEqual([
      ['Newcomer 1499', 1],
      ['Newcomer 1498', 1],
    ]);
    expect(names(index, { codes: ['4608'], limit: 50 })).toHaveLength(50);
  });
});

describe('the finder index against a brute-force reading of the rules', () => {
  function random(seed: number) {
    return () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const VOCABULARY = ['robot', 'robotics', 'comput', 'computer', 'computing', 'educ', 'education', 'teach', 'teacher', 'stem', 'steam', 'math', 'mathematics', 'literacy', 'monash', 'sydney']; // prettier-ignore
  const PREFIXES = ['rob', 'robot', 'comput', 'computing', 'ed', 'educ', 'teach', 'st', 'stem', 'm', 'math', 'lit', 'sydney', 'zzz']; // prettier-ignore
  const CODES = ['39', '3901', '390101', '3904', '390405', '46', '4608', '460806'];
  const NAMES = ['Ann Lee', 'Ann Lee', 'Bo Chen', 'Cy Diaz', 'Di Eva'];

  /** The rules of finder-search.ts, read as plainly as possible. */
  function bruteForce(all: ReturnType<typeof researcher>[], s: FinderSearch) {
    const flag = s.role === 'supervisors' ? 'availableForSupervision' : 'availableForExamination';
    const scored = [];
    for (const { row, lexemes } of all) {
      if (!row[flag] || s.excludeUserIds?.has(row.userId)) continue;
      const holds = (prefix: string, mask: number) =>
        lexemes.some((l) => l.lexeme.startsWith(prefix) && (l.weights & mask) !== 0);
      const every = (q: readonly string[], mask: number) => q.length > 0 && q.every((p) => holds(p, mask));
      const found = s.words.map((w) =>
        every(w.asTyped, A | B)
          ? 1
          : every(w.stems, A | B)
            ? 0.8
            : every(w.asTyped, C) || every(w.stems, C)
              ? 0.6
              : every(w.asTyped, ANY_WEIGHT) || every(w.stems, ANY_WEIGHT)
                ? 0.4
                : null,
      );
      if (found.includes(null)) continue;
      const held = s.codes.filter((c) => row.forPrefixes.includes(c)).length;
      if (s.codes.length > 0 && held === 0) continue;
      const parts = [];
      if (s.words.length > 0) parts.push(found.reduce((a, b) => a! + b!, 0)! / s.words.length);
      if (s.codes.length > 0) parts.push(held / s.codes.length);
      const mean = parts.length > 0 ? parts.reduce((a, b) => a + b, 0) / parts.length : 0;
      scored.push({ row, matchScore: Math.round(mean * 1000 + 1e-9) / 1000 });
    }
    scored.sort(
      (a, b) =>
        b.matchScore - a.matchScore ||
        b.row.publicationCount - a.row.publicationCount ||
        (nameKey(a.row.name) < nameKey(b.row.name)
          ? -1
          : nameKey(a.row.name) > nameKey(b.row.name)
            ? 1
            : 0) ||
        (a.row.profileId < b.row.profileId ? -1 : 1),
    );
    return scored.slice(0, s.limit).map((r) => [r.row.profileId, r.matchScore]);
  }

  it('agrees on 400 random searches over 300 random researchers, across changes', () => {
    const next = random(7);
    const pick = <T>(list: readonly T[]) => at(list, Math.floor(next() * list.length));
    const weights = () => pick([A, B, C, D, A | B, B | C, C | D, B | D]);
    const make = () =>
      researcher(
        pick(NAMES),
        {
          availableForSupervision: next() < 0.7,
          availableForExamination: next() < 0.5,
          publicationCount: Math.floor(next() * 4),
          forCodes: Array.from({ length: Math.floor(next() * 3) }, () => pick(CODES)),
        },
        Array.from({ length: 1 + Math.floor(next() * 5) }, () => [pick(VOCABULARY), weights()]),
      );
    const all = Array.from({ length: 300 }, make);
    const index = new FinderIndex();
    for (const r of all) index.upsert(r.row, r.lexemes);
    const randomWord = (): FinderWord => {
      const typed = pick(PREFIXES);
      const r = next();
      if (r < 0.5) return word(typed);
      if (r < 0.7) return word(typed, typed.slice(0, -1) || typed);
      if (r < 0.85) return word(typed, null);
      return { asTyped: [typed], stems: [pick(PREFIXES), pick(PREFIXES)] };
    };

    for (let i = 0; i < 400; i++) {
      if (i % 50 === 49) {
        // Change some researchers: new documents, roles and codes, or gone.
        for (let k = 0; k < 30; k++) {
          const where = Math.floor(next() * all.length);
          const old = at(all, where);
          if (next() < 0.2) {
            index.remove(old.row.profileId);
            all.splice(where, 1);
          } else {
            const changed = make();
            changed.row = { ...changed.row, profileId: old.row.profileId, userId: old.row.userId };
            all[where] = changed;
            index.upsert(changed.row, changed.lexemes);
          }
        }
      }
      const search: FinderSearch = {
        role: next() < 0.6 ? 'supervisors' : 'examiners',
        words: Array.from({ length: Math.floor(next() * 3) }, randomWord),
        codes: [...new Set(Array.from({ length: Math.floor(next() * 3) }, () => pick(CODES)))],
        limit: 1 + Math.floor(next() * 30),
        excludeUserIds: new Set(next() < 0.3 ? [pick(all).row.userId] : []),
      };
      const got = index.search(search).map((r) => [r.profileId, r.matchScore]);
      expect(got, JSON.stringify(search)).toEqual(bruteForce(all, search));
      // The total counts every match, and the matches among some users are counted alone.
      const everyMatch = bruteForce(all, { ...search, limit: all.length + 1 });
      expect(index.count(search), JSON.stringify(search)).toBe(everyMatch.length);
      const some = all.filter(() => next() < 0.3).map((r) => r.row);
      const anyoneMatching = bruteForce(all, { ...search, limit: all.length + 1, excludeUserIds: new Set() });
      const matchingIds = new Set(anyoneMatching.map(([profileId]) => profileId));
      expect(
        index.countAmong(
          search,
          some.map((r) => r.userId),
        ),
        JSON.stringify(search),
      ).toBe(some.filter((r) => matchingIds.has(r.profileId)).length);
    }
  });
});

describe('the feed that keeps the indexes current', () => {
  it('applies upserts and deletions to both, the later transaction winning', () => {
    const indexes = { similarity: new SimilarityIndex(), finders: new FinderIndex() };
    const { row } = researcher('One', { profileId: 'p1' }, []);
    apply(indexes, [
      { kind: 'upsert', ...row, changedXid: '10', searchDocument: `'one':1A` },
      { kind: 'delete', profileId: 'p1', changedXid: '9' },
    ]);
    expect(indexes.similarity.has('p1')).toBe(true);
    expect(
      indexes.finders.search({ role: 'supervisors', words: [word('one')], codes: [], limit: 5 }),
    ).toEqual([{ ...row, matchScore: 1 }]);
    apply(indexes, [{ kind: 'delete', profileId: 'p1', changedXid: '11' }]);
    expect(indexes.similarity.has('p1')).toBe(false);
    expect(indexes.finders.size).toBe(0);
  });
});
