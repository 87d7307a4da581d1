import { LRUCache } from 'lru-cache';
import { FIELD_WEIGHTS } from './finder-search';
import type { ResearcherRow } from '../shared/researchers';
import { ANY_WEIGHT, WEIGHT, type DocumentLexeme } from './search-document';
import { grown, nameKey, Postings, SlotTable } from './slots';
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
 * It is pure (no I/O): the feed (researcher-feed.ts) applies read-model changes to it.
 */
export type FinderRole = 'supervisors' | 'examiners';

/** What the index reads of a researcher. */
export type FinderResearcher = Pick<
  ResearcherRow,
  | 'profileId'
  | 'userId'
  | 'name'
  | 'forPrefixes'
  | 'publicationCount'
  | 'availableForSupervision'
  | 'availableForExamination'
>;

/** What a search lists of each researcher: at least who they are. */
export interface FinderListed {
  profileId: string;
  userId: string;
}
export type FinderMatch<Listed extends FinderListed = FinderListed> = Listed & { matchScore: number };

/** A search word as PostgreSQL's prefix queries read it (finders-store.ts). */
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

/**
 * The researchers whose documents hold one lexeme, with the weights each holds it under: parallel
 * typed arrays, [0, size) in use (a Map per lexeme cost several times the memory at 100,000
 * researchers). A slot leaves by having the last one moved into its place.
 */
class Holders {
  slots = new Int32Array(4);
  weights = new Uint8Array(4);
  size = 0;
  constructor(readonly lexeme: string) {}

  /** Adds a slot (not held yet) and returns where it was put. */
  add(slot: number, weights: number): number {
    if (this.size === this.slots.length) {
      [this.slots, this.weights] = [grown(this.slots, this.size * 2), grown(this.weights, this.size * 2)];
    }
    this.slots[this.size] = slot;
    this.weights[this.size] = weights;
    return this.size++;
  }
}

interface Entry<Listed extends FinderListed> {
  listed: Listed;
  nameKey: string;
  /** The FoR prefixes of the researcher's codes, each once. */
  prefixes: readonly string[];
  /** The lexicon entries of the document's lexemes (each lexeme's text is held once, there). */
  holders: Holders[];
  /** Where in each of those this researcher's slot is (holders[i].slots[at[i]]). */
  at: number[];
}

/**
 * Where a word is found (its tier) per slot, or how many of a set of codes each slot falls under:
 * a value per slot (0 for most), and the slots whose value is not 0, listed again when first
 * needed after a change.
 */
interface Matches<Values extends Uint8Array | Uint16Array> {
  values: Values;
  slots: Int32Array | null;
}
type WordMatches = Matches<Uint8Array> & { word: FinderWord };
type CodeMatches = Matches<Uint16Array> & { codes: readonly string[] };

/** A search with its words' and codes' matches looked up. */
interface PreparedSearch {
  role: number;
  words: WordMatches[];
  codeCount: number;
  codesHeld: CodeMatches | null;
}

/** The slots of a Matches whose value is not 0. */
const matchingSlots = (m: Matches<Uint8Array | Uint16Array>): Int32Array => {
  if (m.slots) return m.slots;
  const slots: number[] = [];
  for (let slot = 0; slot < m.values.length; slot++) if (m.values[slot] !== 0) slots.push(slot);
  return (m.slots = Int32Array.from(slots));
};

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

/**
 * Words, and sets of codes, whose matches are kept between searches. A change to a researcher
 * updates that researcher's slot in each (reading only their own lexemes and codes), so the
 * popular searches' matches survive profile updates.
 */
const MATCHES_KEPT = 256;

/** The weights under which a researcher (a slot) holds a lexeme starting with a prefix. */
type WeightsOf = (prefix: string, slot: number) => number;

/** Whether the researcher holds every prefix of a query under one of the weights in `mask`. */
function holdsAll(query: readonly string[], mask: number, weightsOf: WeightsOf, slot: number): boolean {
  if (query.length === 0) return false;
  for (const prefix of query) if ((weightsOf(prefix, slot) & mask) === 0) return false;
  return true;
}

/** A word's tier for one researcher (the rules of finder-search.ts). */
function tierOf(word: FinderWord, weightsOf: WeightsOf, slot: number): number {
  const { asTyped, stems } = word;
  if (holdsAll(asTyped, NAME_OR_INTERESTS, weightsOf, slot)) return TIER.asTyped;
  if (holdsAll(stems, NAME_OR_INTERESTS, weightsOf, slot)) return TIER.byStem;
  if (holdsAll(asTyped, WEIGHT.C, weightsOf, slot) || holdsAll(stems, WEIGHT.C, weightsOf, slot))
    return TIER.department;
  if (holdsAll(asTyped, ANY_WEIGHT, weightsOf, slot) || holdsAll(stems, ANY_WEIGHT, weightsOf, slot))
    return TIER.institution;
  return TIER.none;
}

/** Per slot, the weights under which its document holds a prefix (0 for most), and those that do. */
interface PrefixWeights {
  values: Uint8Array;
  slots: number[];
}

export class FinderIndex<Listed extends FinderListed = FinderResearcher> {
  private readonly table = new SlotTable<Entry<Listed>>();
  // Read for every candidate of a search: kept in typed arrays, by slot (0 for a free slot).
  private roles = new Uint8Array(1024);
  private publications = new Int32Array(1024);
  /** The slots of each user's profiles (one, but for a moment while a re-linked profile replaces another). */
  private readonly slotsOfUser = new Map<string, number[]>();
  private readonly lexicon = new Map<string, Holders>();
  /**
   * The lexicon's keys in code-unit order (those starting with a prefix are then adjacent): sorted
   * when first needed, then kept in order as lexemes come and go: a national network's lexicon
   * runs to hundreds of thousands of words (300,000 take some 160-200 ms to sort here), and a new
   * word arrives with almost every new researcher.
   */
  private sortedLexemes: string[] | null = null;
  private readonly prefixPostings = new Map<string, Postings>();
  private readonly wordMatches = new LRUCache<string, WordMatches>({ max: MATCHES_KEPT });
  private readonly codeMatches = new LRUCache<string, CodeMatches>({ max: MATCHES_KEPT });

  /**
   * `listed` picks what the index keeps of each researcher, to be returned by search(): by default
   * the object upserted. The service keeps only their ids (the rest of a row is most of the
   * index's memory) and reads the rows it shows from PostgreSQL (finders-service.ts).
   */
  constructor(
    private readonly listed: (row: FinderResearcher) => Listed = (row) => row as FinderResearcher & Listed,
  ) {}

  /** Researchers available for at least one role. */
  get size(): number {
    return this.table.size;
  }

  /** Adds or replaces a researcher; one available for neither role is simply not held. */
  upsert(row: FinderResearcher, lexemes: readonly DocumentLexeme[]): void {
    this.remove(row.profileId);
    const roles =
      (row.availableForSupervision ? ROLE_BIT.supervisors : 0) |
      (row.availableForExamination ? ROLE_BIT.examiners : 0);
    if (roles === 0) return;
    const entry: Entry<Listed> = {
      listed: this.listed(row),
      nameKey: nameKey(row.name),
      prefixes: [...new Set(row.forPrefixes)],
      holders: [],
      at: [],
    };
    const slot = this.table.put(row.profileId, entry);
    if (slot >= this.roles.length) {
      const size = this.roles.length * 2;
      [this.roles, this.publications] = [grown(this.roles, size), grown(this.publications, size)];
      // (Kept matches have a value per slot of the old size: rare enough to start afresh.)
      this.forgetKeptMatches();
    }
    this.roles[slot] = roles;
    this.publications[slot] = row.publicationCount;
    const userSlots = this.slotsOfUser.get(row.userId);
    if (userSlots) userSlots.push(slot);
    else this.slotsOfUser.set(row.userId, [slot]);
    for (const { lexeme, weights } of lexemes) {
      let holders = this.lexicon.get(lexeme);
      if (!holders) {
        holders = new Holders(lexeme);
        this.lexicon.set(lexeme, holders);
        this.sortedLexemes?.splice(lowerBound(this.sortedLexemes, lexeme), 0, lexeme);
      }
      // (A tsvector lists each lexeme once; were one listed twice, its weights would be merged.)
      const i = entry.holders.indexOf(holders);
      if (i >= 0) holders.weights[entry.at[i]!]! |= weights;
      else {
        entry.holders.push(holders);
        entry.at.push(holders.add(slot, weights));
      }
    }
    // (Copied to arrays of just their length: pushing leaves room for more, 100 bytes an entry.)
    [entry.holders, entry.at] = [entry.holders.slice(), entry.at.slice()];
    for (const p of entry.prefixes) {
      let holders = this.prefixPostings.get(p);
      if (!holders) this.prefixPostings.set(p, (holders = new Postings()));
      holders.add(slot);
    }
    this.updateKeptMatches(slot, entry);
  }

  remove(profileId: string): void {
    const taken = this.table.take(profileId);
    if (!taken) return;
    const { slot, entry } = taken;
    entry.holders.forEach((holders, i) => {
      const at = entry.at[i]!;
      const last = --holders.size;
      if (at !== last) {
        const moved = holders.slots[last]!;
        holders.slots[at] = moved;
        holders.weights[at] = holders.weights[last]!;
        const other = this.table.at(moved);
        other.at[other.holders.indexOf(holders)] = at;
      }
      if (holders.size === 0) {
        this.lexicon.delete(holders.lexeme);
        this.sortedLexemes?.splice(lowerBound(this.sortedLexemes, holders.lexeme), 1);
      }
    });
    for (const p of entry.prefixes) this.prefixPostings.get(p)?.delete(slot);
    const { userId } = entry.listed;
    const userSlots = this.slotsOfUser.get(userId)!;
    if (userSlots.length === 1) this.slotsOfUser.delete(userId);
    else userSlots.splice(userSlots.indexOf(slot), 1);
    this.roles[slot] = 0;
    this.updateKeptMatches(slot, null);
  }

  /** Drops the kept matches: after many changes at once, finding them afresh costs less. */
  forgetKeptMatches(): void {
    this.wordMatches.clear();
    this.codeMatches.clear();
  }

  /** Brings one slot of every kept word's and code set's matches up to date. */
  private updateKeptMatches(slot: number, entry: Entry<Listed> | null): void {
    const weightsOf: WeightsOf = (prefix) => (entry ? weightsUnderOne(entry, prefix) : 0);
    for (const m of this.wordMatches.values()) {
      const tier = entry ? tierOf(m.word, weightsOf, slot) : TIER.none;
      if (m.values[slot] !== tier) [m.values[slot], m.slots] = [tier, null];
    }
    for (const m of this.codeMatches.values()) {
      const held = entry ? m.codes.filter((c) => entry.prefixes.includes(c)).length : 0;
      if (m.values[slot] !== held) [m.values[slot], m.slots] = [held, null];
    }
  }

  /** The best `limit` matches of a search, in the finders' order, with their match scores. */
  search(s: FinderSearch): Array<FinderMatch<Listed>> {
    const q = this.prepare(s);
    const top = new TopResults<Candidate>(s.limit, before);
    for (const slot of this.candidateSlots(q)) {
      const tenths = this.tenthsIfMatching(q, slot);
      if (tenths < 0) continue;
      const held = q.codesHeld ? q.codesHeld.values[slot]! : 0;
      const matchScore = score(tenths, q.words.length, held, q.codeCount);
      const publicationCount = this.publications[slot]!;
      if (top.full) {
        // Most candidates lose to the last one listed on score or publications alone.
        const last = top.worst!;
        if (matchScore < last.matchScore) continue;
        if (matchScore === last.matchScore && publicationCount < last.publicationCount) continue;
      }
      const entry = this.table.at(slot);
      if (s.excludeUserIds?.has(entry.listed.userId)) continue;
      top.offer({
        slot,
        matchScore,
        publicationCount,
        nameKey: entry.nameKey,
        profileId: entry.listed.profileId,
      });
    }
    return top.sorted().map((c) => ({ ...this.table.at(c.slot).listed, matchScore: c.matchScore }));
  }

  /** How many researchers match a search in all (`limit` plays no part), leaving out excludeUserIds. */
  count(s: Omit<FinderSearch, 'limit'>): number {
    const q = this.prepare(s);
    let total = 0;
    for (const slot of this.candidateSlots(q)) {
      if (this.tenthsIfMatching(q, slot) < 0) continue;
      if (s.excludeUserIds?.has(this.table.at(slot).listed.userId)) continue;
      total++;
    }
    return total;
  }

  /** How many of the given users match a search (reading only their own slots). */
  countAmong(s: Omit<FinderSearch, 'limit' | 'excludeUserIds'>, userIds: Iterable<string>): number {
    if (this.size === 0) return 0;
    const wanted = new Set(userIds);
    if (wanted.size === 0) return 0;
    const q = this.prepare(s);
    let n = 0;
    for (const userId of wanted)
      for (const slot of this.slotsOfUser.get(userId) ?? []) if (this.tenthsIfMatching(q, slot) >= 0) n++;
    return n;
  }

  private prepare(s: Omit<FinderSearch, 'limit'>): PreparedSearch {
    return {
      role: ROLE_BIT[s.role],
      words: s.words.map((w) => this.matchesOf(w)),
      codeCount: s.codes.length,
      codesHeld: s.codes.length > 0 ? this.codesHeld(s.codes) : null,
    };
  }

  /** The slots that may match: every match holds every word, and falls under one of the codes. */
  private candidateSlots(q: PreparedSearch): ArrayLike<number> & Iterable<number> {
    if (q.words.length > 0) {
      // Walking the rarest word's matches finds them all.
      return q.words.map(matchingSlots).reduce((a, b) => (b.length < a.length ? b : a));
    }
    if (q.codesHeld) return matchingSlots(q.codesHeld);
    return Int32Array.from({ length: this.table.length }, (_, slot) => slot);
  }

  /**
   * The text score of a researcher in tenths summed over the words, or -1 when they do not match:
   * not available for the role, missing a word, or under none of the codes.
   */
  private tenthsIfMatching(q: PreparedSearch, slot: number): number {
    if ((this.roles[slot]! & q.role) === 0) return -1;
    let tenths = 0;
    for (const w of q.words) {
      const tier = w.values[slot]!;
      if (tier === TIER.none) return -1;
      tenths += TIER_TENTHS[tier]!;
    }
    if (q.codesHeld && q.codesHeld.values[slot] === 0) return -1;
    return tenths;
  }

  /** How many of the codes each researcher falls under (kept, see MATCHES_KEPT). */
  private codesHeld(codes: readonly string[]): CodeMatches {
    const key = codes.join(' ');
    const kept = this.codeMatches.get(key);
    if (kept) return kept;
    const values = new Uint16Array(this.roles.length);
    for (const c of codes) for (const slot of this.prefixPostings.get(c)?.slots() ?? []) values[slot]! += 1;
    const matches = { codes, values, slots: null };
    this.codeMatches.set(key, matches);
    return matches;
  }

  /** Where a word is found in each researcher's document (kept, see MATCHES_KEPT). */
  private matchesOf(word: FinderWord): WordMatches {
    const key = `${word.asTyped.join(' ')}|${word.stems.join(' ')}`;
    const kept = this.wordMatches.get(key);
    if (kept) return kept;
    const weights = new Map<string, PrefixWeights>();
    for (const prefix of new Set([...word.asTyped, ...word.stems]))
      weights.set(prefix, this.weightsUnder(prefix));
    const weightsOf: WeightsOf = (prefix, slot) => weights.get(prefix)!.values[slot]!;
    const values = new Uint8Array(this.roles.length);
    // Every match holds the first lexeme of one of the two queries.
    for (const first of new Set([word.asTyped[0], word.stems[0]])) {
      for (const slot of first === undefined ? [] : weights.get(first)!.slots) {
        values[slot] = tierOf(word, weightsOf, slot);
      }
    }
    const matches = { word, values, slots: null };
    this.wordMatches.set(key, matches);
    return matches;
  }

  /** Per slot, the weights under which its document holds a lexeme starting with `prefix`. */
  private weightsUnder(prefix: string): PrefixWeights {
    const values = new Uint8Array(this.table.length);
    const slots: number[] = [];
    const lexemes = (this.sortedLexemes ??= [...this.lexicon.keys()].sort());
    for (let i = lowerBound(lexemes, prefix); i < lexemes.length && lexemes[i]!.startsWith(prefix); i++) {
      const holders = this.lexicon.get(lexemes[i]!)!;
      for (let j = 0; j < holders.size; j++) {
        const slot = holders.slots[j]!;
        if (values[slot] === 0) slots.push(slot);
        values[slot]! |= holders.weights[j]!;
      }
    }
    return { values, slots };
  }
}

/** The weights under which one researcher's document holds a lexeme starting with `prefix`. */
function weightsUnderOne(entry: Entry<FinderListed>, prefix: string): number {
  let weights = 0;
  entry.holders.forEach((holders, i) => {
    if (holders.lexeme.startsWith(prefix)) weights |= holders.weights[entry.at[i]!]!;
  });
  return weights;
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
