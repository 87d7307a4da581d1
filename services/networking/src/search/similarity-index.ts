import {
  decodeForCodes,
  encodeForCodes,
  FOR_CODE_PATTERN,
  forCodeSimilarityEncoded,
  forPrefixes,
  LEVEL_WEIGHT,
} from '../domain/for-codes';
import { type DiscoveryFilter, isFiltering, keywordText, normaliseKeyword } from './discovery-filter';
import { cosine, matchScore, partWeights, rarityWeight, round3 } from './match-score';
import { TopResults } from './top-results';
import { bitCount, nameKey, Postings, SlotBits, SlotTable } from './slots';

/**
 * An inverted index of every researcher's interest terms and FoR code prefixes, held in memory, that
 * finds the researchers most similar to one person by the match score of match-score.ts.
 *
 * Why in memory: in a network of one discipline nearly everybody shares a few terms ("education"
 * is held by four researchers in five), so any SQL pre-selection by shared terms returns most of
 * the table, and moving 50,000 rows to the service per request costs far more than 150 ms.
 * Postings lists in memory are walked in about a millisecond, and the document frequencies
 * behind the rarity weights are simply the lengths of those lists. The index holds no personal
 * data beyond ids, names, institutions and interests; the rows shown are read from PostgreSQL afterwards.
 *
 * It is pure (no I/O): the feed (service/researcher-feed.ts) applies read-model changes to it.
 */
export interface IndexedResearcher {
  profileId: string;
  userId: string;
  name: string;
  interestTerms: readonly string[];
  forCodes: readonly string[];
  acceptingCollaborations: boolean;
  /** What the discovery keyword is looked for in (discovery-filter.ts); the name when absent. */
  keywordText?: string;
}

/**
 * A researcher as held: their terms and codes only as ids and encoded codes (researcherOfUser()
 * gives them back as strings), one object per researcher.
 */
interface Entry {
  profileId: string;
  userId: string;
  name: string;
  /** The name as it sorts: lower case, without accents (compared by code point: fast and stable). */
  nameKey: string;
  // (Plain arrays: a typed array per researcher costs some 200 bytes more. The FoR prefixes are
  // not kept: removing a researcher works them out again.)
  termIds: number[];
  forCodes: number[];
  keywordText: string;
}

export interface SimilarResearcher {
  profileId: string;
  userId: string;
  name: string;
  matchScore: number;
}

interface Candidate {
  slot: number;
  nameKey: string;
  profileId: string;
  matchScore: number;
}

/** The list's order: score, then name, then profile id (so that equal names still sort stably). */
function before(a: Candidate, b: Candidate): boolean {
  if (a.matchScore !== b.matchScore) return a.matchScore > b.matchScore;
  if (a.nameKey !== b.nameKey) return a.nameKey < b.nameKey;
  return a.profileId < b.profileId;
}

export interface SimilarQuery {
  userId: string;
  interestTerms: readonly string[];
  forCodes: readonly string[];
}

export interface SimilarOptions {
  limit: number;
  /** Who may be listed besides those accepting collaborations (the viewer's own connections). */
  alsoInclude?: ReadonlySet<string>;
  /** Only researchers passing this filter are listed (discovery-filter.ts). */
  filter?: DiscoveryFilter;
  /**
   * Whether researchers sharing nothing with me (score 0) fill the list, by name, when fewer
   * match (default true).
   */
  includeUnmatched?: boolean;
}

export interface DiscoveryPage {
  researchers: SimilarResearcher[];
  /** How many researchers could be listed in all (those the filter and the options let through). */
  total: number;
}

/** The lowest score that still makes a full list (-1 while there is room). */
const threshold = (top: TopResults<Candidate>): number => (top.full ? top.worst!.matchScore : -1);

/** Buckets of the counting sort that orders candidates by their best possible score. */
const BUCKETS = 256;

/**
 * Added to upper bounds before they are compared with scores: it covers floating-point error in
 * the bounds, and interest similarities being kept as 32-bit floats (Scratch.interest).
 */
const MARGIN = 1e-6;

/** The viewer's terms held by more than this share of everyone are walked only if need be. */
const COMMON_SHARE = 1 / 4;

/** Marks everyone in `bits` (a word of 32 slots at a time) among the first `words` words. */
function markAll(marked: Int32Array, bits: Int32Array, words: number): void {
  for (let word = 0; word < bits.length && word < words; word++) marked[word]! |= bits[word]!;
}

/** The weights of FoR levels (for-codes.ts), as constants: read for every candidate. */
const [DIVISION, GROUP, FIELD] = [LEVEL_WEIGHT[2], LEVEL_WEIGHT[4], LEVEL_WEIGHT[6]];

/** Per-slot lists of numbers packed into one array: slot i's are values[start[i]] to start[i + 1]. */
interface Packed {
  values: Int32Array;
  start: Int32Array;
}

const emptyPacked = (): Packed => ({ values: new Int32Array(0), start: new Int32Array(1) });

/**
 * A list that similarTo() walks for candidates: the holders of one of the viewer's terms, or (as
 * one list) everyone holding one of the viewer's FoR codes at the field level (6 digits).
 */
interface Walk {
  postings: Int32Array[];
  size: number;
  /** The term's squared weight (0 for the field holders). */
  weightSq: number;
}

/** The state of one similarTo() call, handed to the steps it takes. */
interface Query {
  weights: { interest: number; field: number };
  /** The viewer's term ids (of the terms anyone holds), in the viewer's order. */
  ids: number[];
  /** The viewer's squared norm (including terms nobody else holds). */
  normSq: number;
  codes: Int32Array;
  top: TopResults<Candidate>;
  /** The candidates so far: Scratch.touched[0, candidates). */
  candidates: number;
  /** The squared weight of the viewer's terms whose lists are not walked (yet). */
  pendingSq: number;
  /** Working space for sharedSq(). */
  ranks: Int32Array;
}

export class SimilarityIndex {
  // Per slot (one researcher each; freed slots are reused). Hot data sits in typed arrays so that
  // scoring tens of thousands of candidates walks memory in order instead of chasing objects.
  private readonly table = new SlotTable<Entry>();
  private eligibleFlag = new Uint8Array(1024);
  private normSq = new Float64Array(1024);
  private readonly slotOfUser = new Map<string, number>();
  private readonly termIds = new Map<string, number>();
  /** Each term by its id. */
  private readonly terms: string[] = [];
  /** Postings: for each term id, the slots of the researchers holding it. */
  private readonly termPostings: Postings[] = [];
  /** Postings: for each FoR prefix ("39", "3904", "390405"), the slots of the researchers under it. */
  private readonly prefixPostings = new Map<string, Postings>();
  /**
   * The same as bits, for counting: who accepts collaborations, and who is under each FoR division
   * (countListable() counts their union a word of 32 researchers at a time).
   */
  private readonly eligibleBits = new SlotBits();
  private readonly divisionBits = new Map<string, SlotBits>();
  /**
   * The holders of each common term (held by more than COMMON_SHARE of everyone when first
   * counted) as bits too, kept up to date from then on: countListable() copies them in a word at a
   * time instead of marking tens of thousands of holders one by one.
   */
  private readonly commonTermBits = new Map<number, SlotBits>();
  /** Rarity weights (squared) per term id and every slot's norm: recomputed after any change. */
  private weightSq = new Float64Array(0);
  private weightsStale = true;
  /**
   * Every slot's term ids and encoded FoR codes again, packed (rebuilt with the weights): reading
   * those of hundreds of candidates then reads two arrays instead of hundreds of small ones
   * scattered over the heap.
   */
  private packedTerms = emptyPacked();
  private packedCodes = emptyPacked();
  private byName: number[] | null = null;
  private readonly scratch = new Scratch();
  /** While a filtered query runs: 1 for the slots passing its filter. */
  private allowed: Uint8Array | null = null;

  get size(): number {
    return this.table.size;
  }

  /** How many researchers hold a term (its document frequency). */
  frequency(term: string): number {
    const id = this.termIds.get(term);
    return id === undefined ? 0 : this.postingsOf(id).size;
  }

  has(profileId: string): boolean {
    return this.table.slotOf(profileId) !== undefined;
  }

  /** A user's indexed researcher (their terms and codes, each once), if they have a profile. */
  researcherOfUser(userId: string): IndexedResearcher | undefined {
    const slot = this.slotOfUser.get(userId);
    if (slot === undefined) return undefined;
    const { profileId, name, termIds, forCodes, keywordText } = this.table.at(slot);
    return {
      profileId,
      userId,
      name,
      interestTerms: termIds.map((id) => this.terms[id]!),
      forCodes: decodeForCodes(forCodes),
      acceptingCollaborations: this.eligibleFlag[slot] === 1,
      keywordText,
    };
  }

  private termId(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.termPostings.length;
      this.termIds.set(term, id);
      this.terms.push(term);
      this.termPostings.push(new Postings());
    }
    return id;
  }

  /** The researchers holding a term, by the id termId() gave it. */
  private postingsOf(id: number): Postings {
    const postings = this.termPostings[id];
    if (!postings) throw new Error(`No term has id ${id}`);
    return postings;
  }

  /** Holds an entry, growing the per-slot arrays when its slot is past their end. */
  private allocate(profileId: string, entry: Entry): number {
    const slot = this.table.put(profileId, entry);
    if (slot >= this.eligibleFlag.length) {
      const size = this.eligibleFlag.length * 2;
      const eligible = new Uint8Array(size);
      eligible.set(this.eligibleFlag);
      this.eligibleFlag = eligible;
      const norms = new Float64Array(size);
      norms.set(this.normSq);
      this.normSq = norms;
    }
    return slot;
  }

  private changed(): void {
    this.weightsStale = true;
    this.byName = null;
  }

  upsert(researcher: IndexedResearcher): void {
    this.remove(researcher.profileId);
    // A user holds one profile: a re-linked ORCID iD replaces the old profile.
    const previous = this.slotOfUser.get(researcher.userId);
    if (previous !== undefined) this.remove(this.table.at(previous).profileId);
    const termIds = Array.from(new Set(researcher.interestTerms), (t) => this.termId(t));
    const prefixes = forPrefixes(researcher.forCodes);
    const forCodes = Array.from(encodeForCodes(researcher.forCodes));
    const { profileId, userId, name } = researcher;
    const slot = this.allocate(researcher.profileId, {
      profileId,
      userId,
      name,
      nameKey: nameKey(researcher.name),
      termIds,
      forCodes,
      keywordText: researcher.keywordText ?? keywordText({ name: researcher.name }),
    });
    this.eligibleFlag[slot] = researcher.acceptingCollaborations ? 1 : 0;
    this.eligibleBits.set(slot, researcher.acceptingCollaborations);
    this.slotOfUser.set(researcher.userId, slot);
    for (const id of termIds) {
      this.postingsOf(id).add(slot);
      this.commonTermBits.get(id)?.set(slot, true);
    }
    for (const prefix of prefixes) {
      let set = this.prefixPostings.get(prefix);
      if (!set) this.prefixPostings.set(prefix, (set = new Postings()));
      set.add(slot);
      if (prefix.length === 2) {
        let bits = this.divisionBits.get(prefix);
        if (!bits) this.divisionBits.set(prefix, (bits = new SlotBits()));
        bits.set(slot, true);
      }
    }
    this.changed();
  }

  remove(profileId: string): void {
    const taken = this.table.take(profileId);
    if (!taken) return;
    const { slot, entry } = taken;
    for (const id of entry.termIds) {
      this.postingsOf(id).delete(slot);
      this.commonTermBits.get(id)?.set(slot, false);
    }
    for (const prefix of forPrefixes(decodeForCodes(entry.forCodes))) {
      this.prefixPostings.get(prefix)?.delete(slot);
      this.divisionBits.get(prefix)?.set(slot, false);
    }
    this.eligibleFlag[slot] = 0;
    this.eligibleBits.set(slot, false);
    if (this.slotOfUser.get(entry.userId) === slot) this.slotOfUser.delete(entry.userId);
    this.changed();
  }

  /**
   * Rarity weights depend on everyone's terms, so they (and the norms) follow every change; the
   * packed lists are rebuilt in the same pass.
   */
  private refreshWeights(): void {
    if (!this.weightsStale) return;
    const n = this.size;
    const { table } = this;
    this.weightSq = Float64Array.from(this.termPostings, (p) => rarityWeight(p.size, n) ** 2);
    const terms = { values: new Int32Array(0), start: new Int32Array(table.length + 1) };
    const codes = { values: new Int32Array(0), start: new Int32Array(table.length + 1) };
    for (let slot = 0; slot < table.length; slot++) {
      terms.start[slot + 1] = terms.start[slot]! + (table.find(slot)?.termIds.length ?? 0);
      codes.start[slot + 1] = codes.start[slot]! + (table.find(slot)?.forCodes.length ?? 0);
    }
    terms.values = new Int32Array(terms.start[table.length]!);
    codes.values = new Int32Array(codes.start[table.length]!);
    for (let slot = 0; slot < table.length; slot++) {
      const entry = table.find(slot);
      let sum = 0;
      if (entry) {
        for (const id of entry.termIds) sum += this.weightSq[id]!;
        terms.values.set(entry.termIds, terms.start[slot]!);
        codes.values.set(entry.forCodes, codes.start[slot]!);
      }
      this.normSq[slot] = sum;
    }
    this.packedTerms = terms;
    this.packedCodes = codes;
    this.weightsStale = false;
  }

  /**
   * The researchers most similar to `me`, best first (ties by name), excluding `me`. Only people
   * accepting collaborations are listed, or those in `alsoInclude` (user ids: the viewer's
   * connections). Researchers sharing nothing score 0 and fill the list, by name, when fewer match.
   *
   * Work is kept to the candidates that could make the list, in two ways (the names are those of
   * the code below).
   *
   * 1. Who becomes a candidate. In one discipline a few terms are held by most people
   * ("education" by four researchers in five) and weigh little, while the list fills with people
   * sharing rarer terms. So the candidates are first the holders of my terms except the common
   * ones (held by more than COMMON_SHARE of everyone), and everyone holding one of my fields
   * (6-digit codes). Anybody else holds none of my fields, so their FoR similarity is at most a
   * shared group's weight (LEVEL_WEIGHT[4]), and of my terms holds only pending ones (those not
   * walked), whose squared weights add up to pendingSq. As their own squared norm is at least the
   * squared weight they share with me, their interest similarity is at most
   *
   *   sharedSq / sqrt(myNormSq * sharedSq) = sqrt(sharedSq / myNormSq) <= sqrt(pendingSq / myNormSq)
   *
   * Once the list is full and this bound on their score, rounded like a score, is strictly below
   * the list's lowest score (at an equal score someone could still enter, by name), nobody else
   * can enter, and the long lists of the common terms are never walked. Otherwise they are walked
   * one at a time, the least common first, until the bound falls below the list's lowest score or
   * every list has been walked.
   *
   * 2. Which candidates are scored. A candidate's best possible score is known before their own
   * terms and codes are read: of my terms they hold the walked ones that listed them (their
   * squared weights added up while walking: partialSq) and at most the pending ones besides (and
   * share no more than their own norm); and the postings of my FoR codes bound their FoR
   * similarity (fieldCeiling). Candidates are visited from the highest bound down, scored
   * exactly, and the visit stops once no bound can beat the list's lowest score.
   *
   * test/similarity-index.test.ts checks the result against a brute-force scoring of everyone.
   */
  similarTo(me: SimilarQuery, options: SimilarOptions): SimilarResearcher[] {
    return this.run(me, options, false).researchers;
  }

  /**
   * One page of Discover Researchers: similarTo() from `offset` on, with how many there are in
   * all. Unless asked, researchers sharing nothing with me (neither an interest term nor an FoR
   * division) are not listed or counted.
   */
  discover(
    me: SimilarQuery,
    options: Omit<SimilarOptions, 'limit'> & { offset: number; limit: number },
  ): DiscoveryPage {
    const { offset, limit, includeUnmatched = false } = options;
    const { researchers, total } = this.run(
      me,
      { ...options, limit: offset + limit, includeUnmatched },
      true,
    );
    return { researchers: researchers.slice(offset), total };
  }

  private run(
    me: SimilarQuery,
    { limit, alsoInclude, filter, includeUnmatched = true }: SimilarOptions,
    count: boolean,
  ): DiscoveryPage {
    this.refreshWeights();
    const n = this.size;
    const s = this.scratch;
    s.ensure(this.table.length, this.termPostings.length);

    // Who may be listed: those accepting collaborations, plus my connections; never me. The
    // exceptions are noted per slot (1 include, 2 exclude) and cleared again at the end.
    const exceptions: number[] = [];
    for (const userId of alsoInclude ?? []) {
      const slot = this.slotOfUser.get(userId);
      if (slot !== undefined) {
        s.exception[slot] = 1;
        exceptions.push(slot);
      }
    }
    const mySlot = this.slotOfUser.get(me.userId);
    if (mySlot !== undefined) {
      s.exception[mySlot] = 2;
      exceptions.push(mySlot);
    }
    this.allowed = filter && isFiltering(filter) ? this.passing(filter) : null;

    const myTerms = [...new Set(me.interestTerms)];
    const ids: number[] = [];
    let normSq = 0;
    for (const t of myTerms) {
      const id = this.termIds.get(t);
      // A term nobody holds yet weighs as a term of frequency 0 (and reaches nobody).
      normSq += id === undefined ? rarityWeight(0, n) ** 2 : this.weightSq[id]!;
      if (id !== undefined) ids.push(id);
    }
    for (let k = 0; k < ids.length; k++) s.rank[ids[k]!] = k + 1; // for sharedSq()
    const weights = partWeights({ hasInterests: myTerms.length > 0, hasCodes: me.forCodes.length > 0 });
    const q: Query = {
      weights,
      ids,
      normSq,
      codes: encodeForCodes(me.forCodes),
      top: new TopResults(limit, before),
      candidates: 0,
      pendingSq: 0,
      ranks: new Int32Array(ids.length),
    };

    // For fieldCeiling: how many of my FoR codes each researcher holds, and how many share a group
    // with one of theirs, from the field and group postings of my codes.
    const matched: Int32Array[] = [];
    const fieldPostings: Int32Array[] = [];
    if (weights.field > 0) {
      const myPrefixes = new Map<string, number>(); // how many of my codes have each prefix
      for (const code of me.forCodes.filter((c) => FOR_CODE_PATTERN.test(c))) {
        for (const prefix of new Set([code.slice(0, 6), code.slice(0, 4)])) {
          if (prefix.length >= 4) myPrefixes.set(prefix, (myPrefixes.get(prefix) ?? 0) + 1);
        }
      }
      for (const [prefix, codes] of myPrefixes) {
        const postings = this.prefixPostings.get(prefix)?.slots();
        if (!postings) continue;
        matched.push(postings);
        if (prefix.length === 6) fieldPostings.push(postings);
        const matches = prefix.length === 6 ? s.fieldMatches : s.groupMatches;
        for (let i = 0; i < postings.length; i++) matches[postings[i]!]! += codes;
      }
    }

    // The lists to walk (see above): first my rarer terms' holders and my fields' holders; then
    // if need be my common terms' holders, the least common first (at the end, to pop).
    const termLists: Walk[] = ids.map((id) => {
      const postings = this.postingsOf(id).slots();
      return { postings: [postings], size: postings.length, weightSq: this.weightSq[id]! };
    });
    const pending = termLists.filter((list) => list.size > n * COMMON_SHARE).sort((a, b) => b.size - a.size);
    const first = termLists.filter((list) => !pending.includes(list));
    const fieldsSize = fieldPostings.reduce((sum, postings) => sum + postings.length, 0);
    first.push({ postings: fieldPostings, size: fieldsSize, weightSq: 0 });
    this.walk(q, first, pending);
    while (pending.length > 0 && !(q.top.full && this.bestOutside(q) < threshold(q.top))) {
      this.walk(q, [pending.pop()!], pending);
    }

    // Researchers sharing FoR codes but no term, while an FoR-only match could still enter the
    // list (rarely: the list usually fills with people sharing interests). If common terms were
    // left pending, their holders may be offered here with interest 0: below their true score,
    // which is below the list's lowest (the walk stopped on that), so they are turned away anyway.
    const prefixesAt = (len: number) => [
      ...new Set(me.forCodes.filter((c) => c.length >= len).map((c) => c.slice(0, len))),
    ];
    if (weights.field > 0) {
      for (const len of [6, 4, 2]) {
        if (q.top.full && threshold(q.top) > matchScore(weights, 0, LEVEL_WEIGHT[len as 2 | 4 | 6])) break;
        for (const prefix of prefixesAt(len)) {
          for (const slot of this.prefixPostings.get(prefix)?.slots() ?? []) {
            if (s.seen[slot] || !this.eligible(slot)) continue;
            s.seen[slot] = 1;
            s.touched[q.candidates++] = slot;
            this.offer(q, slot, 0);
          }
        }
      }
    }

    // Fill up with researchers who share nothing, by name (the list is short only if every list
    // was walked, so everyone sharing a term has been seen).
    if (includeUnmatched && !q.top.full) {
      for (const slot of this.slotsByName()) {
        if (q.top.full) break;
        if (s.seen[slot] || !this.eligible(slot)) continue;
        const entry = this.table.at(slot);
        q.top.offer({ slot, nameKey: entry.nameKey, profileId: entry.profileId, matchScore: 0 });
      }
    }

    // Leave the working memory clean for the next query (only what this one touched).
    for (let i = 0; i < q.candidates; i++) {
      const slot = s.touched[i]!;
      s.seen[slot] = 0;
      s.partialSq[slot] = 0;
    }
    for (const postings of matched) {
      for (let i = 0; i < postings.length; i++) {
        s.fieldMatches[postings[i]!] = 0;
        s.groupMatches[postings[i]!] = 0;
      }
    }
    const total = count ? this.countListable(me, ids, includeUnmatched, exceptions) : 0;
    for (const slot of exceptions) s.exception[slot] = 0;
    for (const id of ids) s.rank[id] = 0;
    this.allowed = null;
    const researchers = q.top.sorted().map(({ slot, matchScore }) => {
      const { profileId, userId, name } = this.table.at(slot);
      return { profileId, userId, name, matchScore };
    });
    return { researchers, total };
  }

  /**
   * The slots passing a filter: those under one of its FoR codes (the prefix postings, so a group
   * holds its fields: for-codes.ts) whose keyword text holds the keyword.
   */
  private passing(filter: DiscoveryFilter): Uint8Array {
    const allowed = new Uint8Array(this.table.length);
    const codes = filter.forCodes.filter((c) => FOR_CODE_PATTERN.test(c));
    const keyword = normaliseKeyword(filter.keyword);
    const candidates =
      codes.length > 0
        ? new Set(codes.flatMap((c) => [...(this.prefixPostings.get(c)?.slots() ?? [])]))
        : this.table.heldSlots();
    for (const slot of candidates) {
      if (!keyword || this.table.at(slot).keywordText.includes(keyword)) allowed[slot] = 1;
    }
    return allowed;
  }

  /**
   * How many researchers the query could list: those eligible (and passing the filter), and unless
   * `includeUnmatched` only those sharing one of my terms or an FoR division with me.
   */
  private countListable(
    me: SimilarQuery,
    myTermIds: readonly number[],
    includeUnmatched: boolean,
    exceptions: readonly number[],
  ): number {
    // Everyone on my terms' and divisions' postings, each counted once: marked in a bit set (small
    // enough to stay in the CPU's cache), my divisions' bits copied in a word at a time.
    const marked = this.scratch.marked;
    const words = Math.ceil(this.table.length / 32);
    if (includeUnmatched) marked.fill(-1, 0, words);
    else {
      for (const id of myTermIds) {
        const common = this.commonTermBitsOf(id);
        if (common) {
          markAll(marked, common.words, words);
          continue;
        }
        const postings = this.postingsOf(id).slots();
        for (let i = 0; i < postings.length; i++) marked[postings[i]! >>> 5]! |= 1 << (postings[i]! & 31);
      }
      for (const division of new Set(
        me.forCodes.filter((c) => FOR_CODE_PATTERN.test(c)).map((c) => c.slice(0, 2)),
      )) {
        const bits = this.divisionBits.get(division);
        if (bits) markAll(marked, bits.words, words);
      }
    }
    return this.allowed === null
      ? this.countMarkedEligible(marked, words, exceptions)
      : this.countMarkedOneByOne(marked, words);
  }

  /** A common term's holders as bits (made the first time it is counted as common), else null. */
  private commonTermBitsOf(id: number): SlotBits | null {
    const held = this.commonTermBits.get(id);
    if (held) return held;
    const postings = this.postingsOf(id);
    if (postings.size <= this.size * COMMON_SHARE) return null;
    const bits = new SlotBits();
    for (const slot of postings.slots()) bits.set(slot, true);
    this.commonTermBits.set(id, bits);
    return bits;
  }

  /**
   * The eligible among the marked, 32 at a time; then the query's exceptions (my connections
   * included, me left out) put right one by one. Clears the marks.
   */
  private countMarkedEligible(marked: Int32Array, words: number, exceptions: readonly number[]): number {
    let total = 0;
    for (const slot of new Set(exceptions)) {
      if ((marked[slot >>> 5]! & (1 << (slot & 31))) === 0) continue;
      total += (this.eligible(slot) ? 1 : 0) - (this.eligibleBits.has(slot) ? 1 : 0);
    }
    const eligible = this.eligibleBits.words;
    for (let word = 0; word < words; word++) {
      total += bitCount(marked[word]! & (eligible[word] ?? 0));
      marked[word] = 0; // (left clear for the next query)
    }
    return total;
  }

  /** The eligible among the marked, one by one (a filter decides per researcher). Clears the marks. */
  private countMarkedOneByOne(marked: Int32Array, words: number): number {
    let total = 0;
    for (let word = 0; word < words; word++) {
      let bits = marked[word]!;
      if (bits === 0) continue;
      marked[word] = 0; // (left clear for the next query)
      for (; bits !== 0; bits &= bits - 1) {
        const slot = (word << 5) | (31 - Math.clz32(bits & -bits));
        if (slot < this.table.length && this.eligible(slot)) total++;
      }
    }
    return total;
  }

  // The steps of similarTo(), as methods rather than closures: they run for thousands of
  // candidates per query, and V8 optimizes a method once where a closure is new at every call.

  /** Whether a researcher may be listed (the query's exceptions are noted in Scratch). */
  private eligible(slot: number): boolean {
    if (this.allowed !== null && this.allowed[slot] !== 1) return false;
    const exception = this.scratch.exception[slot];
    return exception ? exception === 1 : this.eligibleFlag[slot] === 1;
  }

  /**
   * The most a researcher's FoR similarity with me can be. It averages two averages (for-codes.ts):
   * over my codes, each one's best match among theirs, which is LEVEL_WEIGHT[6] for a code of mine
   * they hold, at most LEVEL_WEIGHT[4] for one whose group they share, else at most
   * LEVEL_WEIGHT[2]; and over their codes, which is at most the weight of the deepest level we
   * share.
   */
  private fieldCeiling(q: Query, slot: number): number {
    if (q.codes.length === 0) return 0;
    const fields = this.scratch.fieldMatches[slot]!;
    const groups = this.scratch.groupMatches[slot]!; // (sharing a field is sharing a group too)
    const mine = DIVISION + ((FIELD - GROUP) * fields + (GROUP - DIVISION) * groups) / q.codes.length;
    const theirs = fields > 0 ? FIELD : groups > 0 ? GROUP : DIVISION;
    return (mine + theirs) / 2 + MARGIN;
  }

  /** The best score of anyone not yet a candidate (the bound explained at similarTo). */
  private bestOutside(q: Query): number {
    const interest = q.pendingSq > 0 ? Math.sqrt(q.pendingSq / q.normSq) : 0;
    return round3(q.weights.interest * interest + q.weights.field * GROUP + MARGIN);
  }

  /**
   * Walks `lists`: whoever is on them becomes a candidate, and the squared weight of the terms
   * they hold there is added up (partialSq). Then scores the new candidates, `pending` being the
   * lists still not walked.
   */
  private walk(q: Query, lists: readonly Walk[], pending: readonly Walk[]): void {
    const s = this.scratch;
    const from = q.candidates;
    for (const list of lists) {
      for (const postings of list.postings) {
        for (let i = 0; i < postings.length; i++) {
          const slot = postings[i]!;
          if (!s.seen[slot]) {
            s.seen[slot] = 1;
            s.touched[q.candidates++] = slot;
          }
          s.partialSq[slot]! += list.weightSq;
        }
      }
    }
    q.pendingSq = pending.reduce((sum, list) => sum + list.weightSq, 0);
    this.score(q, from);
  }

  /**
   * Scores the new candidates, Scratch.touched[from, q.candidates). A new candidate holds none of
   * the terms walked before (or they would be a candidate already), so they share with me their
   * partialSq and at most the pending weight besides. Bucketed by their best possible score (a
   * counting sort) and visited from the highest, the list fills with strong candidates first, and
   * once a bucket's upper end falls below the list's lowest score nobody later can enter.
   */
  private score(q: Query, from: number): void {
    const s = this.scratch;
    const { weights, top } = q;
    const counts = new Int32Array(BUCKETS + 1);
    let candidates = 0;
    for (let i = from; i < q.candidates; i++) {
      const slot = s.touched[i]!;
      if (!this.eligible(slot)) {
        s.bucket[i] = BUCKETS; // not a candidate
        continue;
      }
      const theirNormSq = this.normSq[slot]!;
      const interest = cosine(Math.min(s.partialSq[slot]! + q.pendingSq, theirNormSq), q.normSq, theirNormSq);
      const best = weights.interest * interest + weights.field * this.fieldCeiling(q, slot) + MARGIN;
      const b = BUCKETS - 1 - Math.min(BUCKETS - 1, Math.floor(best * BUCKETS));
      s.bucket[i] = b;
      counts[b + 1]!++;
      candidates++;
    }
    for (let b = 1; b <= BUCKETS; b++) counts[b]! += counts[b - 1]!;
    for (let i = from; i < q.candidates; i++) {
      if (s.bucket[i]! < BUCKETS) s.order[counts[s.bucket[i]!]!++] = i;
    }
    for (let k = 0; k < candidates; k++) {
      const i = s.order[k]!;
      if (top.full && round3((BUCKETS - s.bucket[i]!) / BUCKETS) < threshold(top)) break;
      const slot = s.touched[i]!;
      s.interest[i] = cosine(this.sharedSq(q, slot), q.normSq, this.normSq[slot]!);
      this.offer(q, slot, s.interest[i]!);
    }
  }

  /**
   * The squared weight a researcher shares with me, from their own (packed) term list, added up
   * in the order of my terms: floating-point sums depend on their order, and this one keeps each
   * score, to the last bit, what walking my terms' postings one after the other gives.
   */
  private sharedSq(q: Query, slot: number): number {
    const { rank } = this.scratch;
    const { values, start } = this.packedTerms;
    const { ranks } = q;
    let count = 0;
    for (let j = start[slot]!; j < start[slot + 1]!; j++) {
      const r = rank[values[j]!]!;
      if (r === 0) continue;
      let k = count++; // insertion sort: a researcher shares only a few of my terms
      for (; k > 0 && ranks[k - 1]! > r; k--) ranks[k] = ranks[k - 1]!;
      ranks[k] = r;
    }
    let sum = 0;
    for (let k = 0; k < count; k++) sum += this.weightSq[q.ids[ranks[k]! - 1]!]!;
    return sum;
  }

  /** Computes a candidate's FoR similarity and offers them to the list, if they could enter. */
  private offer(q: Query, slot: number, interest: number): void {
    const { weights, top } = q;
    if (top.full && matchScore(weights, interest, this.fieldCeiling(q, slot)) < threshold(top)) return;
    const { values, start } = this.packedCodes;
    const field =
      weights.field > 0
        ? forCodeSimilarityEncoded(q.codes, values.subarray(start[slot], start[slot + 1]))
        : 0;
    const score = matchScore(weights, interest, field);
    if (top.full && score < threshold(top)) return; // (before reading their name)
    const entry = this.table.at(slot);
    top.offer({ slot, nameKey: entry.nameKey, profileId: entry.profileId, matchScore: score });
  }

  private slotsByName(): number[] {
    if (!this.byName) {
      const candidate = (slot: number): Candidate => ({
        slot,
        nameKey: this.table.at(slot).nameKey,
        profileId: this.table.at(slot).profileId,
        matchScore: 0,
      });
      this.byName = [...this.table.heldSlots()]
        .map(candidate)
        .sort((a, b) => (before(a, b) ? -1 : 1))
        .map((c) => c.slot);
    }
    return this.byName;
  }
}

/**
 * Per-query working memory, kept between queries (a query runs start to end without yielding) so
 * that a query neither allocates nor clears megabytes: it resets only the entries it touched.
 */
class Scratch {
  exception = new Uint8Array(0);
  /** Already a candidate (sharing a term or FoR codes with the viewer). */
  seen = new Uint8Array(0);
  /** The squared weight of the walked terms each candidate shares with the viewer. */
  partialSq = new Float64Array(0);
  /** How many of the viewer's FoR codes a researcher holds, and how many share their group. */
  fieldMatches = new Int32Array(0);
  groupMatches = new Int32Array(0);
  touched = new Int32Array(0);
  /**
   * Candidates' interest similarities, which scores are computed from: 32-bit, as they always
   * have been (64 bits could move a rare score across a rounding step, changing results).
   */
  interest = new Float32Array(0);
  bucket = new Uint16Array(0);
  order = new Int32Array(0);
  /** Per term id: its rank among the viewer's terms (1 for the first), 0 for terms not theirs. */
  rank = new Int32Array(0);
  /** A bit per slot, for countListable() (all clear between queries). */
  marked = new Int32Array(0);

  ensure(size: number, terms: number): void {
    if (this.rank.length < terms) this.rank = new Int32Array(Math.max(1024, terms * 2));
    if (this.seen.length >= size) return;
    const capacity = Math.max(1024, size * 2);
    this.exception = new Uint8Array(capacity);
    this.seen = new Uint8Array(capacity);
    this.partialSq = new Float64Array(capacity);
    this.fieldMatches = new Int32Array(capacity);
    this.groupMatches = new Int32Array(capacity);
    this.touched = new Int32Array(capacity);
    this.interest = new Float32Array(capacity);
    this.bucket = new Uint16Array(capacity);
    this.order = new Int32Array(capacity);
    this.marked = new Int32Array(Math.ceil(capacity / 32));
  }
}
