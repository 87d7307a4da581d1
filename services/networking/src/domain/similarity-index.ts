import { encodeForCodes, forCodeSimilarityEncoded, forPrefixes, LEVEL_WEIGHT } from './for-codes';
import { cosine, matchScore, partWeights, rarityWeight, round3 } from './match-score';

/**
 * An inverted index of every researcher's interest terms and FoR code prefixes, held in memory, that
 * finds the researchers most similar to one person by the match score of match-score.ts.
 *
 * Why in memory: in a network of one discipline nearly everybody shares a few terms ("education"
 * is held by four researchers in five), so any SQL pre-selection by shared terms returns most of
 * the table, and moving 50,000 rows to the service per request costs far more than 150 ms.
 * Postings lists in memory are walked in about a millisecond, and the document frequencies
 * behind the rarity weights are simply the lengths of those lists. The index holds no personal
 * data beyond ids, names and terms; the rows shown are read from PostgreSQL afterwards.
 *
 * It is pure (no I/O): the feed (service/similarity-feed.ts) applies read-model changes to it.
 */
export interface IndexedResearcher {
  profileId: string;
  userId: string;
  name: string;
  interestTerms: readonly string[];
  forCodes: readonly string[];
  acceptingCollaborations: boolean;
}

interface Entry {
  researcher: IndexedResearcher;
  /** The name as it sorts: lower case, without accents (compared by code point: fast and stable). */
  nameKey: string;
  termIds: Int32Array;
  forCodes: Int32Array;
  /** Every 2-, 4- and 6-digit prefix of the researcher's FoR codes. */
  forPrefixes: string[];
}

/** A list of slots that changes rarely and is read often: a Set to edit, an array to walk. */
class Postings {
  private readonly members = new Set<number>();
  private frozen: Int32Array | null = null;
  get size(): number {
    return this.members.size;
  }
  add(slot: number): void {
    this.members.add(slot);
    this.frozen = null;
  }
  delete(slot: number): void {
    this.members.delete(slot);
    this.frozen = null;
  }
  slots(): Int32Array {
    return (this.frozen ??= Int32Array.from(this.members));
  }
}

export const nameKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

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
}

/** A small min-heap keeping the best `capacity` results in the order of `before`. */
class TopResults {
  private readonly items: Candidate[] = [];
  constructor(private readonly capacity: number) {}

  private worse(a: Candidate, b: Candidate): boolean {
    return before(b, a);
  }

  get full(): boolean {
    return this.items.length >= this.capacity;
  }
  /** The lowest score that still makes the list. */
  get threshold(): number {
    return this.full ? this.items[0]!.matchScore : -1;
  }

  offer(item: Candidate): void {
    if (this.capacity <= 0) return;
    const h = this.items;
    if (!this.full) {
      h.push(item);
      let i = h.length - 1;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (!this.worse(h[i]!, h[p]!)) break;
        [h[i], h[p]] = [h[p]!, h[i]!];
        i = p;
      }
      return;
    }
    if (!this.worse(h[0]!, item)) return;
    h[0] = item;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < h.length && this.worse(h[l]!, h[m]!)) m = l;
      if (r < h.length && this.worse(h[r]!, h[m]!)) m = r;
      if (m === i) break;
      [h[i], h[m]] = [h[m]!, h[i]!];
      i = m;
    }
  }

  sorted(): Candidate[] {
    return [...this.items].sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  }
}

export class SimilarityIndex {
  // Per slot (one researcher each; freed slots are reused). Hot data sits in typed arrays so that
  // scoring tens of thousands of candidates walks memory in order instead of chasing objects.
  private entries: Array<Entry | null> = [];
  private eligibleFlag = new Uint8Array(1024);
  private normSq = new Float64Array(1024);
  private readonly free: number[] = [];
  private readonly slotOf = new Map<string, number>();
  private readonly slotOfUser = new Map<string, number>();
  private readonly termIds = new Map<string, number>();
  /** Postings: for each term id, the slots of the researchers holding it. */
  private readonly termPostings: Postings[] = [];
  /** Postings: for each FoR prefix ("39", "3904", "390405"), the slots of the researchers under it. */
  private readonly prefixPostings = new Map<string, Postings>();
  /** Rarity weights (squared) per term id and every slot's norm: recomputed after any change. */
  private weightSq = new Float64Array(0);
  private weightsStale = true;
  private byName: number[] | null = null;
  private readonly scratch = new Scratch();

  get size(): number {
    return this.slotOf.size;
  }

  /** How many researchers hold a term (its document frequency). */
  frequency(term: string): number {
    const id = this.termIds.get(term);
    return id === undefined ? 0 : this.termPostings[id]!.size;
  }

  has(profileId: string): boolean {
    return this.slotOf.has(profileId);
  }

  /** A user's indexed researcher (their terms and codes), if they have a profile. */
  researcherOfUser(userId: string): IndexedResearcher | undefined {
    const slot = this.slotOfUser.get(userId);
    return slot === undefined ? undefined : this.entries[slot]!.researcher;
  }

  private termId(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.termPostings.length;
      this.termIds.set(term, id);
      this.termPostings.push(new Postings());
    }
    return id;
  }

  private allocate(): number {
    const slot = this.free.pop() ?? this.entries.length;
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
    if (previous !== undefined) this.remove(this.entries[previous]!.researcher.profileId);
    const slot = this.allocate();
    const termIds = Int32Array.from(new Set(researcher.interestTerms), (t) => this.termId(t));
    const prefixes = forPrefixes(researcher.forCodes);
    const forCodes = encodeForCodes(researcher.forCodes);
    this.entries[slot] = {
      researcher,
      nameKey: nameKey(researcher.name),
      termIds,
      forCodes,
      forPrefixes: prefixes,
    };
    this.eligibleFlag[slot] = researcher.acceptingCollaborations ? 1 : 0;
    this.slotOf.set(researcher.profileId, slot);
    this.slotOfUser.set(researcher.userId, slot);
    for (const id of termIds) this.termPostings[id]!.add(slot);
    for (const prefix of prefixes) {
      let set = this.prefixPostings.get(prefix);
      if (!set) this.prefixPostings.set(prefix, (set = new Postings()));
      set.add(slot);
    }
    this.changed();
  }

  remove(profileId: string): void {
    const slot = this.slotOf.get(profileId);
    if (slot === undefined) return;
    const entry = this.entries[slot]!;
    for (const id of entry.termIds) this.termPostings[id]!.delete(slot);
    for (const prefix of entry.forPrefixes) this.prefixPostings.get(prefix)?.delete(slot);
    this.entries[slot] = null;
    this.eligibleFlag[slot] = 0;
    this.slotOf.delete(profileId);
    if (this.slotOfUser.get(entry.researcher.userId) === slot)
      this.slotOfUser.delete(entry.researcher.userId);
    this.free.push(slot);
    this.changed();
  }

  /** Rarity weights depend on everyone's terms, so they (and the norms) follow every change. */
  private refreshWeights(): void {
    if (!this.weightsStale) return;
    const n = this.size;
    this.weightSq = Float64Array.from(this.termPostings, (p) => rarityWeight(p.size, n) ** 2);
    for (let slot = 0; slot < this.entries.length; slot++) {
      const entry = this.entries[slot];
      let sum = 0;
      if (entry) for (const id of entry.termIds) sum += this.weightSq[id]!;
      this.normSq[slot] = sum;
    }
    this.weightsStale = false;
  }

  /**
   * The researchers most similar to `me`, best first (ties by name), excluding `me`. Only people
   * accepting collaborations are listed, or those in `alsoInclude` (user ids: the viewer's
   * connections). Researchers sharing nothing score 0 and fill the list, by name, when fewer match.
   *
   * Work is kept to the candidates that could make the list: each candidate's best possible score
   * is known before their FoR similarity is computed (their interest similarity, and the deepest
   * FoR level they share with me, which bounds the FoR part), candidates are visited from the
   * highest bound down, and the walk stops once no bound can beat the list's lowest score.
   * test/similarity-index.test.ts checks the result against a brute-force scoring of everyone.
   */
  similarTo(me: SimilarQuery, { limit, alsoInclude }: SimilarOptions): SimilarResearcher[] {
    this.refreshWeights();
    const n = this.size;
    const size = this.entries.length;
    const { weightSq, normSq } = this;
    const s = this.scratch;
    s.ensure(size);

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
    const flags = this.eligibleFlag;
    const eligible = (slot: number) => (s.exception[slot] ? s.exception[slot] === 1 : flags[slot] === 1);

    const myTerms = [...new Set(me.interestTerms)];
    const myIds: number[] = [];
    let myNormSq = 0;
    for (const t of myTerms) {
      const id = this.termIds.get(t);
      // A term nobody holds yet weighs as a term of frequency 0 (and reaches nobody).
      myNormSq += id === undefined ? rarityWeight(0, n) ** 2 : weightSq[id]!;
      if (id !== undefined) myIds.push(id);
    }
    const weights = partWeights({ hasInterests: myTerms.length > 0, hasCodes: me.forCodes.length > 0 });
    const myCodes = encodeForCodes(me.forCodes);
    const top = new TopResults(limit);

    // The deepest FoR level each researcher shares with me, from the field and group postings;
    // anyone else shares at most a division, so their FoR part is at most LEVEL_WEIGHT[2].
    const prefixesAt = (len: number) => [
      ...new Set(me.forCodes.filter((c) => c.length >= len).map((c) => c.slice(0, len))),
    ];
    const levelled: Int32Array[] = [];
    if (weights.field > 0) {
      for (const len of [6, 4]) {
        for (const prefix of prefixesAt(len)) {
          const postings = this.prefixPostings.get(prefix)?.slots();
          if (!postings) continue;
          levelled.push(postings);
          for (let i = 0; i < postings.length; i++) {
            const slot = postings[i]!;
            if (s.level[slot]! < len) s.level[slot] = len;
          }
        }
      }
    }
    const fieldCeiling = (slot: number) => LEVEL_WEIGHT[(s.level[slot] || 2) as 2 | 4 | 6];

    // Everyone sharing an interest term: accumulate the shared weight from the postings (walking
    // typed arrays in order is far cheaper than visiting each candidate's own term list).
    let touched = 0;
    if (weights.interest > 0) {
      for (const id of myIds) {
        const w = weightSq[id]!;
        const postings = this.termPostings[id]!.slots();
        for (let i = 0; i < postings.length; i++) {
          const slot = postings[i]!;
          if (s.sharedSq[slot] === 0) s.touched[touched++] = slot;
          s.sharedSq[slot]! += w;
        }
      }
    }

    const offer = (slot: number, interest: number) => {
      if (top.full && matchScore(weights, interest, fieldCeiling(slot)) < top.threshold) return;
      const entry = this.entries[slot]!;
      const field = weights.field > 0 ? forCodeSimilarityEncoded(myCodes, entry.forCodes) : 0;
      top.offer({
        slot,
        nameKey: entry.nameKey,
        profileId: entry.researcher.profileId,
        matchScore: matchScore(weights, interest, field),
      });
    };

    // Bucket them by their best possible score (a counting sort), then visit from the highest:
    // the list fills with strong candidates first, and once a bucket's upper end falls below the
    // list's lowest score nobody later can enter.
    const BUCKETS = 256;
    const counts = new Int32Array(BUCKETS + 1);
    let candidates = 0;
    for (let i = 0; i < touched; i++) {
      const slot = s.touched[i]!;
      s.seen[slot] = 1;
      if (!eligible(slot)) {
        s.bucket[i] = BUCKETS; // not a candidate
        continue;
      }
      const interest = cosine(s.sharedSq[slot]!, myNormSq, normSq[slot]!);
      s.interest[i] = interest;
      const best = weights.interest * interest + weights.field * fieldCeiling(slot);
      const b = BUCKETS - 1 - Math.min(BUCKETS - 1, Math.floor(best * BUCKETS));
      s.bucket[i] = b;
      counts[b + 1]!++;
      candidates++;
    }
    for (let b = 1; b <= BUCKETS; b++) counts[b]! += counts[b - 1]!;
    for (let i = 0; i < touched; i++) {
      if (s.bucket[i]! < BUCKETS) s.order[counts[s.bucket[i]!]!++] = i;
    }
    for (let k = 0; k < candidates; k++) {
      const i = s.order[k]!;
      if (top.full && round3((BUCKETS - s.bucket[i]!) / BUCKETS) < top.threshold) break;
      offer(s.touched[i]!, s.interest[i]!);
    }

    // Researchers sharing FoR codes but no term, while an FoR-only match could still enter the
    // list (rarely: the list usually fills with people sharing interests).
    if (weights.field > 0) {
      for (const len of [6, 4, 2]) {
        if (top.full && top.threshold > matchScore(weights, 0, LEVEL_WEIGHT[len as 2 | 4 | 6])) break;
        for (const prefix of prefixesAt(len)) {
          for (const slot of this.prefixPostings.get(prefix)?.slots() ?? []) {
            if (s.seen[slot] || !eligible(slot)) continue;
            s.seen[slot] = 1;
            s.touched[touched++] = slot;
            offer(slot, 0);
          }
        }
      }
    }

    // Fill up with researchers who share nothing, by name.
    if (!top.full) {
      for (const slot of this.slotsByName()) {
        if (top.full) break;
        if (s.seen[slot] || !eligible(slot)) continue;
        const entry = this.entries[slot]!;
        top.offer({ slot, nameKey: entry.nameKey, profileId: entry.researcher.profileId, matchScore: 0 });
      }
    }

    // Leave the working memory clean for the next query (only what this one touched).
    for (let i = 0; i < touched; i++) {
      const slot = s.touched[i]!;
      s.sharedSq[slot] = 0;
      s.seen[slot] = 0;
    }
    for (const postings of levelled) for (let i = 0; i < postings.length; i++) s.level[postings[i]!] = 0;
    for (const slot of exceptions) s.exception[slot] = 0;
    return top.sorted().map(({ slot, matchScore }) => {
      const { profileId, userId, name } = this.entries[slot]!.researcher;
      return { profileId, userId, name, matchScore };
    });
  }

  private slotsByName(): number[] {
    if (!this.byName) {
      const candidate = (slot: number): Candidate => ({
        slot,
        nameKey: this.entries[slot]!.nameKey,
        profileId: this.entries[slot]!.researcher.profileId,
        matchScore: 0,
      });
      this.byName = [...this.slotOf.values()]
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
  /** The squared weight of the interest terms each researcher shares with the viewer. */
  sharedSq = new Float64Array(0);
  level = new Uint8Array(0);
  /** Already a candidate (sharing a term or FoR codes with the viewer). */
  seen = new Uint8Array(0);
  touched = new Int32Array(0);
  interest = new Float32Array(0);
  bucket = new Uint16Array(0);
  order = new Int32Array(0);

  ensure(size: number): void {
    if (this.seen.length >= size) return;
    const capacity = Math.max(1024, size * 2);
    this.exception = new Uint8Array(capacity);
    this.sharedSq = new Float64Array(capacity);
    this.level = new Uint8Array(capacity);
    this.seen = new Uint8Array(capacity);
    this.touched = new Int32Array(capacity);
    this.interest = new Float32Array(capacity);
    this.bucket = new Uint16Array(capacity);
    this.order = new Int32Array(capacity);
  }
}
