import { LRUCache } from 'lru-cache';
import { FIELD_WEIGHTS } from './finder-search';
import type { ResearcherRow } from './researchers';
import { ANY_WEIGHT, WEIGHT, type DocumentLexeme } from './search-document';
import { nameKey } from './similarity-index';
import { TopResults } from './top-results';

/**
 * The supervisor and examiner finders' index, held in memory: the available researchers with
 * their search documents' lexemes (from PostgreSQL's full-text search, so words are normalised
 * and stemmed exactly as PostgreSQL does), an inverted index from lexeme to researchers, and one
 * from FoR prefix to researchers. It implements the rules of finder-search.ts.
 *
 * Why in memory: most searches are a topic everyone in the field shares ("education", "STEM"), so
 * a database search reads and scores thousands of rows; in memory a word's matches are found by
 * walking the lexemes that start with it, once, and scoring every match costs well under a
 * millisecond, so the ranking is exact over all matches.
 *
 * It is pure (no I/O): the feed (service/researcher-feed.ts) applies read-model changes to it.
 */
export type FinderRole = 'supervisors' | 'examiners';
export type FinderRow = ResearcherRow & { matchScore: number };

/** A search word as PostgreSQL's prefix queries read it (store/finders.ts). */
export interface FinderWord {
  /** Lexemes of `to_tsquery('simple', 'word:*')`: the word as typed. */
  asTyped: readonly string[];
  /** Lexemes of `to_tsquery('english', 'word:*')`: its stem; none for a stop word. */
  stems: readonly string[];
}

export interface FinderSearch {
  role: FinderRole;
  words: readonly FinderWord[];
  /** FoR codes (2, 4 or 6 digits), without duplicates. */
  codes: readonly string[];
  limit: number;
  /** Users never to list (the person searching, conflicted examiners). */
  excludeUserIds?: ReadonlySet<string>;
}

const ROLE_BIT: Record<FinderRole, number> = { supervisors: 1, examiners: 2 };

/** Where a word was found, best first; the weight of each in tenths (exact sums, see score()). */
const TIER = { none: 0, institution: 1, department: 2, byStem: 3, asTyped: 4 } as const;
const TIER_TENTHS = [
  0,
  FIELD_WEIGHTS.institution,
  FIELD_WEIGHTS.department,
  FIELD_WEIGHTS.byStem,
  FIELD_WEIGHTS.asTyped,
].map((w) => Math.round(w * 10));

const NAME_OR_INTERESTS = WEIGHT.A | WEIGHT.B;

/** The researchers whose documents hold one lexeme, with the weights each holds it under. */
interface Holders {
  lexeme: string;
  weightsBySlot: Map<number, number>;
}

interface Entry {
  row: ResearcherRow;
  nameKey: string;
  prefixes: ReadonlySet<string>;
  /** The lexicon entries of the document's lexemes (each lexeme's text is held once, there). */
  holders: Holders[];
}

/** A word's matches: every slot's tier (0: no match), and the slots that match. */
interface WordMatches {
  tiers: Uint8Array;
  slots: Int32Array;
}

interface Candidate {
  slot: number;
  matchScore: number;
  publicationCount: number;
  nameKey: string;
  profileId: string;
}

/** The finders' order: match score, then publication count, then name, then profile id. */
function before(a: Candidate, b: Candidate): boolean {
  if (a.matchScore !== b.matchScore) return a.matchScore > b.matchScore;
  if (a.publicationCount !== b.publicationCount) return a.publicationCount > b.publicationCount;
  if (a.nameKey !== b.nameKey) return a.nameKey < b.nameKey;
  return a.profileId < b.profileId;
}

/** Words, and sets of codes, whose matches are kept between searches (until the index changes). */
const MATCHES_KEPT = 256;

/** A value per slot (0 for most), and the slots whose value is not 0. */
interface SlotValues<Values = Uint8Array> {
  values: Values;
  slots: number[];
}

export class FinderIndex {
  private readonly entries: Array<Entry | null> = [];
  // Read for every candidate of a search: kept in typed arrays, by slot (0 for a free slot).
  private roles = new Uint8Array(1024);
  private publications = new Int32Array(1024);
  private readonly free: number[] = [];
  private readonly slotOf = new Map<string, number>();
  private readonly lexicon = new Map<string, Holders>();
  /** The lexicon's keys in code-unit order (those starting with a prefix are then adjacent). */
  private sortedLexemes: string[] | null = null;
  private readonly prefixPostings = new Map<string, Set<number>>();
  private readonly wordMatches = new LRUCache<string, WordMatches>({ max: MATCHES_KEPT });
  private readonly codeMatches = new LRUCache<string, SlotValues<Uint16Array>>({ max: MATCHES_KEPT });

  /** Researchers available for at least one role. */
  get size(): number {
    return this.slotOf.size;
  }

  /** Adds or replaces a researcher; one available for neither role is simply not held. */
  upsert(row: ResearcherRow, lexemes: readonly DocumentLexeme[]): void {
    this.remove(row.profileId);
    this.forgetMatches();
    const roles =
      (row.availableForSupervision ? ROLE_BIT.supervisors : 0) |
      (row.availableForExamination ? ROLE_BIT.examiners : 0);
    if (roles === 0) return;
    const slot = this.free.pop() ?? this.entries.length;
    const prefixes = new Set(row.forPrefixes);
    const entry: Entry = { row, nameKey: nameKey(row.name), prefixes, holders: [] };
    this.entries[slot] = entry;
    if (slot >= this.roles.length) {
      const roles = new Uint8Array(this.roles.length * 2);
      const publications = new Int32Array(this.roles.length * 2);
      roles.set(this.roles);
      publications.set(this.publications);
      [this.roles, this.publications] = [roles, publications];
    }
    this.roles[slot] = roles;
    this.publications[slot] = row.publicationCount;
    this.slotOf.set(row.profileId, slot);
    for (const { lexeme, weights } of lexemes) {
      let holders = this.lexicon.get(lexeme);
      if (!holders) {
        holders = { lexeme, weightsBySlot: new Map() };
        this.lexicon.set(lexeme, holders);
        this.sortedLexemes = null;
      }
      const held = holders.weightsBySlot.get(slot);
      if (held === undefined) entry.holders.push(holders);
      holders.weightsBySlot.set(slot, (held ?? 0) | weights);
    }
    for (const p of prefixes) {
      let holders = this.prefixPostings.get(p);
      if (!holders) this.prefixPostings.set(p, (holders = new Set()));
      holders.add(slot);
    }
  }

  remove(profileId: string): void {
    const slot = this.slotOf.get(profileId);
    if (slot === undefined) return;
    const entry = this.entries[slot]!;
    this.forgetMatches();
    for (const holders of entry.holders) {
      holders.weightsBySlot.delete(slot);
      if (holders.weightsBySlot.size === 0) {
        this.lexicon.delete(holders.lexeme);
        this.sortedLexemes = null;
      }
    }
    for (const p of entry.prefixes) this.prefixPostings.get(p)?.delete(slot);
    this.entries[slot] = null;
    this.roles[slot] = 0;
    this.slotOf.delete(profileId);
    this.free.push(slot);
  }

  /** The best `limit` matches of a search, in the finders' order, with their match scores. */
  search(s: FinderSearch): FinderRow[] {
    const role = ROLE_BIT[s.role];
    const words = s.words.map((w) => this.matchesOf(w));
    const codeCount = s.codes.length;
    const codesHeld = codeCount > 0 ? this.codesHeld(s.codes) : null;
    const top = new TopResults<Candidate>(s.limit, before);
    const consider = (slot: number) => {
      if ((this.roles[slot]! & role) === 0) return;
      let tenths = 0;
      for (const w of words) {
        const tier = w.tiers[slot]!;
        if (tier === TIER.none) return;
        tenths += TIER_TENTHS[tier]!;
      }
      const held = codesHeld ? codesHeld.values[slot]! : 0;
      if (codesHeld && held === 0) return;
      const matchScore = score(tenths, words.length, held, codeCount);
      const publicationCount = this.publications[slot]!;
      if (top.full) {
        // Most candidates lose to the last one listed on score or publications alone.
        const last = top.worst!;
        if (matchScore < last.matchScore) return;
        if (matchScore === last.matchScore && publicationCount < last.publicationCount) return;
      }
      const entry = this.entries[slot]!;
      if (s.excludeUserIds?.has(entry.row.userId)) return;
      top.offer({
        slot,
        matchScore,
        publicationCount,
        nameKey: entry.nameKey,
        profileId: entry.row.profileId,
      });
    };

    if (words.length > 0) {
      // Every match holds every word: walking the rarest word's matches finds them all.
      const rarest = words.reduce((a, b) => (b.slots.length < a.slots.length ? b : a));
      for (const slot of rarest.slots) consider(slot);
    } else if (codesHeld) {
      for (const slot of codesHeld.slots) consider(slot);
    } else {
      for (let slot = 0; slot < this.entries.length; slot++) consider(slot);
    }
    return top.sorted().map((c) => ({ ...this.entries[c.slot]!.row, matchScore: c.matchScore }));
  }

  /** Matches found for one state of the index are only kept for that state. */
  private forgetMatches(): void {
    this.wordMatches.clear();
    this.codeMatches.clear();
  }

  /** How many of the codes each researcher falls under (kept until the index changes). */
  private codesHeld(codes: readonly string[]): SlotValues<Uint16Array> {
    const key = codes.join(' ');
    const kept = this.codeMatches.get(key);
    if (kept) return kept;
    const values = new Uint16Array(this.entries.length);
    const slots: number[] = [];
    for (const c of codes)
      for (const slot of this.prefixPostings.get(c) ?? []) {
        if (values[slot] === 0) slots.push(slot);
        values[slot] += 1;
      }
    const held = { values, slots };
    this.codeMatches.set(key, held);
    return held;
  }

  /** Where a word is found in each researcher's document (kept until the index changes). */
  private matchesOf(word: FinderWord): WordMatches {
    const key = `${word.asTyped.join(' ')}|${word.stems.join(' ')}`;
    const kept = this.wordMatches.get(key);
    if (kept) return kept;
    const weights = new Map<string, SlotValues>();
    for (const prefix of new Set([...word.asTyped, ...word.stems]))
      weights.set(prefix, this.weightsUnder(prefix));
    const all = (query: readonly string[], slot: number, mask: number) =>
      query.length > 0 && query.every((p) => (weights.get(p)!.values[slot]! & mask) !== 0);

    const tiers = new Uint8Array(this.entries.length);
    const slots: number[] = [];
    const [typed, stem] = [word.asTyped[0], word.stems[0]].map((p) =>
      p === undefined ? undefined : weights.get(p),
    );
    // Every match holds the first lexeme of one of the two queries.
    for (const candidates of typed === stem ? [typed] : [typed, stem]) {
      for (const slot of candidates?.slots ?? []) {
        if (candidates !== typed && typed && typed.values[slot] !== 0) continue; // (seen already)
        const tier = all(word.asTyped, slot, NAME_OR_INTERESTS)
          ? TIER.asTyped
          : all(word.stems, slot, NAME_OR_INTERESTS)
            ? TIER.byStem
            : all(word.asTyped, slot, WEIGHT.C) || all(word.stems, slot, WEIGHT.C)
              ? TIER.department
              : all(word.asTyped, slot, ANY_WEIGHT) || all(word.stems, slot, ANY_WEIGHT)
                ? TIER.institution
                : TIER.none;
        tiers[slot] = tier;
        if (tier !== TIER.none) slots.push(slot);
      }
    }
    const matches = { tiers, slots: Int32Array.from(slots) };
    this.wordMatches.set(key, matches);
    return matches;
  }

  /** Per slot, the weights under which its document holds a lexeme starting with `prefix`. */
  private weightsUnder(prefix: string): SlotValues {
    const values = new Uint8Array(this.entries.length);
    const slots: number[] = [];
    const lexemes = (this.sortedLexemes ??= [...this.lexicon.keys()].sort());
    for (let i = lowerBound(lexemes, prefix); i < lexemes.length && lexemes[i]!.startsWith(prefix); i++) {
      for (const [slot, weights] of this.lexicon.get(lexemes[i]!)!.weightsBySlot) {
        if (values[slot] === 0) slots.push(slot);
        values[slot] |= weights;
      }
    }
    return { values, slots };
  }
}

/** The first index whose string is not below `key` (plain code-unit order, as Array.sort). */
function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * matchScore (finder-search.ts), rounded to three places as PostgreSQL's numeric would: the text
 * score is a sum of tenths over the word count, so with integers the rounding is exact.
 */
function score(tenths: number, wordCount: number, codesHeld: number, codeCount: number): number {
  // As one fraction num / den of the mean of the parts asked for.
  let num: number;
  let den: number;
  if (wordCount > 0 && codeCount > 0) {
    num = tenths * codeCount + codesHeld * 10 * wordCount;
    den = 20 * wordCount * codeCount;
  } else if (wordCount > 0) {
    num = tenths;
    den = 10 * wordCount;
  } else if (codeCount > 0) {
    num = codesHeld;
    den = codeCount;
  } else return 0;
  return Math.round((num * 1000) / den) / 1000;
}
