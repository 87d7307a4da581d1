import {
  encodeForCodes,
  FOR_CODE_PATTERN,
  forCodeSimilarityEncoded,
  LEVEL_WEIGHT,
} from '../shared/for-codes';
import { type DiscoveryFilter, isFiltering, normaliseKeyword } from './discovery-filter';
import { cosine, matchScore, partWeights, round3, termWeightSq } from './match-score';
import {
  before,
  bestOutside,
  BUCKETS,
  fieldCeiling,
  MARGIN,
  threshold,
  type Query,
  type Walk,
} from './similarity-bounds';
import { COMMON_SHARE, SimilarityHoldings } from './similarity-holdings';
import { Scratch } from './similarity-scratch';
import { TopResults } from './top-results';
import { bitCount } from './slots';

export type { IndexedResearcher } from './similarity-holdings';

export interface SimilarResearcher {
  profileId: string;
  userId: string;
  name: string;
  matchScore: number;
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
  /**
   * discover() without `includeUnmatched`: how many more would be listed with it (those passing
   * the filter who share nothing with me). 0 otherwise.
   */
  unmatchedHidden: number;
}

/** Marks everyone in `bits` (a word of 32 slots at a time) among the first `words` words. */
function markAll(marked: Int32Array, bits: Int32Array, words: number): void {
  for (let word = 0; word < bits.length && word < words; word++) marked[word]! |= bits[word]!;
}

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
 * It is pure (no I/O): the feed (researcher-feed.ts) applies read-model changes to it.
 *
 * This file is the query: the researchers most similar to one person (similarTo, discover), and
 * how many could be listed. What the index holds, and its upkeep, is SimilarityHoldings
 * (similarity-holdings.ts); the order, thresholds and bounds the query prunes by are in
 * similarity-bounds.ts; its working memory is Scratch (similarity-scratch.ts).
 */
export class SimilarityIndex extends SimilarityHoldings {
  private readonly scratch = new Scratch();
  /** While a filtered query runs: 1 for the slots passing its filter. */
  private allowed: Uint8Array | null = null;

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
    const { researchers, total, unmatchedHidden } = this.run(
      me,
      { ...options, limit: offset + limit, includeUnmatched },
      true,
    );
    return { researchers: researchers.slice(offset), total, unmatchedHidden };
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
      normSq += id === undefined ? termWeightSq(t, 0, n) : this.weightSq[id]!;
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
    while (pending.length > 0 && !(q.top.full && bestOutside(q) < threshold(q.top))) {
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

    // Leave the working memory clean for the next query: what this one touched, or (when that was
    // much of it) all of it, at memory's speed.
    const slots = this.table.length;
    if (q.candidates > slots >>> 3) {
      s.seen.fill(0, 0, slots);
      s.partialSq.fill(0, 0, slots);
    } else {
      for (let i = 0; i < q.candidates; i++) {
        const slot = s.touched[i]!;
        s.seen[slot] = 0;
        s.partialSq[slot] = 0;
      }
    }
    if (matched.reduce((sum, postings) => sum + postings.length, 0) > slots >>> 3) {
      s.fieldMatches.fill(0, 0, slots);
      s.groupMatches.fill(0, 0, slots);
    } else {
      for (const postings of matched) {
        for (let i = 0; i < postings.length; i++) {
          s.fieldMatches[postings[i]!] = 0;
          s.groupMatches[postings[i]!] = 0;
        }
      }
    }
    const total = count ? this.countListable(me, ids, includeUnmatched, exceptions) : 0;
    // Everyone listable, less those listed: who the 0% matches left out (counted only when asked).
    const unmatchedHidden =
      count && !includeUnmatched ? this.countListable(me, ids, true, exceptions) - total : 0;
    for (const slot of exceptions) s.exception[slot] = 0;
    for (const id of ids) s.rank[id] = 0;
    this.allowed = null;
    const researchers = q.top.sorted().map(({ slot, matchScore }) => {
      const { profileId, userId, name } = this.table.at(slot);
      return { profileId, userId, name, matchScore };
    });
    return { researchers, total, unmatchedHidden };
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
        const holders = this.widelyHeldTermBitsOf(id);
        if (holders) {
          markAll(marked, holders.words, words);
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
   * Walks `lists`: whoever is on them becomes a candidate, and the squared weight of the terms
   * they hold there is added up (partialSq). Then scores the new candidates, `pending` being the
   * lists still not walked.
   */
  private walk(q: Query, lists: readonly Walk[], pending: readonly Walk[]): void {
    const s = this.scratch;
    const { seen, touched, partialSq } = s;
    const from = q.candidates;
    const n = this.table.length;
    // The first walk usually finds tens of thousands of candidates (in the bench some 56,000 a
    // query with research topics, 31,000 without), from several lists one after the other. Then
    // they are marked without a branch, and listed afterwards in slot order by a pass over `seen`:
    // score() then reads the per-slot arrays (eligibility, norms, partial sums, FoR matches) front
    // to back instead of jumping about them. The order changes nothing found: the list's order is
    // total (score, name, profile id). (bench/networking/similarity-only.ts: with this and the
    // clearing at the end of run(), the index took about a quarter less a query.)
    const many = from === 0 && lists.reduce((sum, list) => sum + list.size, 0) > n >>> 6;
    for (const list of lists) {
      const weightSq = list.weightSq;
      for (const postings of list.postings) {
        if (many) {
          for (let i = 0; i < postings.length; i++) {
            const slot = postings[i]!;
            seen[slot] = 1;
            partialSq[slot]! += weightSq;
          }
          continue;
        }
        for (let i = 0; i < postings.length; i++) {
          const slot = postings[i]!;
          if (!seen[slot]) {
            seen[slot] = 1;
            touched[q.candidates++] = slot;
          }
          partialSq[slot]! += weightSq;
        }
      }
    }
    if (many) {
      let k = 0;
      for (let slot = 0; slot < n; slot++) {
        touched[k] = slot;
        k += seen[slot]!;
      }
      q.candidates = k;
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
    // (Per query: the most a candidate's FoR part adds, by how many of my fields and groups they
    // hold, and my inverse norm; the loop below runs for tens of thousands of candidates.)
    const myCodes = q.codes.length;
    const fieldPart = new Float64Array((myCodes + 1) * (myCodes + 1));
    for (let f = 0; f <= myCodes; f++)
      for (let g = 0; g <= myCodes; g++)
        fieldPart[f * (myCodes + 1) + g] = weights.field * fieldCeiling(myCodes, f, g);
    const myInverseNorm = q.normSq > 0 ? 1 / Math.sqrt(q.normSq) : 0;
    const { fieldMatches, groupMatches, partialSq } = s;
    for (let i = from; i < q.candidates; i++) {
      const slot = s.touched[i]!;
      if (!this.eligible(slot)) {
        s.bucket[i] = BUCKETS; // not a candidate
        continue;
      }
      // (At most the cosine, as cosine() would give it, but for rounding, which MARGIN covers.)
      const shared = Math.min(partialSq[slot]! + q.pendingSq, this.normSq[slot]!);
      const interest = Math.min(1, shared * this.inverseNorm[slot]! * myInverseNorm);
      // (Each of my codes counts once towards fields and once towards groups: both are at most myCodes.)
      const best =
        weights.interest * interest +
        fieldPart[fieldMatches[slot]! * (myCodes + 1) + groupMatches[slot]!]! +
        MARGIN;
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
    const { values, start, end } = this.packedTerms;
    const { ranks } = q;
    let count = 0;
    for (let j = start[slot]!; j < end[slot]!; j++) {
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
    if (
      top.full &&
      matchScore(
        weights,
        interest,
        fieldCeiling(q.codes.length, this.scratch.fieldMatches[slot]!, this.scratch.groupMatches[slot]!),
      ) < threshold(top)
    )
      return;
    const { values, start, end } = this.packedCodes;
    const field =
      weights.field > 0 ? forCodeSimilarityEncoded(q.codes, values.subarray(start[slot], end[slot])) : 0;
    const score = matchScore(weights, interest, field);
    if (top.full && score < threshold(top)) return; // (before reading their name)
    const entry = this.table.at(slot);
    top.offer({ slot, nameKey: entry.nameKey, profileId: entry.profileId, matchScore: score });
  }
}
