import { decodeForCodes, encodeForCodes, forPrefixes } from '../shared/for-codes';
import { keywordText } from './discovery-filter';
import { termWeightSq } from './match-score';
import { before, type Candidate } from './similarity-bounds';
import { nameKey, Postings, SlotBits, SlotTable } from './slots';

/** A researcher as the index takes them (from the feed, or a test). */
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

/** The viewer's terms held by more than this share of everyone are walked only if need be. */
export const COMMON_SHARE = 1 / 4;

/**
 * A term held by more than this share of everyone has more holders than the bits that hold them
 * have words (32 slots a word): counting them, a word at a time beats marking them one by one.
 */
const BITS_SHARE = 1 / 32;

/** Per-slot lists of numbers packed into one array: slot i's are values[start[i]] to start[i + 1]. */
interface Packed {
  values: Int32Array;
  start: Int32Array;
}

const emptyPacked = (): Packed => ({ values: new Int32Array(0), start: new Int32Array(1) });

/**
 * What the similarity index holds (similarity-index.ts queries it): every researcher's entry in a
 * slot, the postings of their terms and FoR prefixes, the same as bits for counting, and the
 * rarity weights and packed lists worked out again after each change. upsert() and remove() keep
 * it current; it is pure (no I/O).
 */
export class SimilarityHoldings {
  // Per slot (one researcher each; freed slots are reused). Hot data sits in typed arrays so that
  // scoring tens of thousands of candidates walks memory in order instead of chasing objects.
  protected readonly table = new SlotTable<Entry>();
  protected eligibleFlag = new Uint8Array(1024);
  protected normSq = new Float64Array(1024);
  /** 1 / sqrt(normSq), 0 for a norm of 0: what bounds a cosine without a square root. */
  protected inverseNorm = new Float64Array(1024);
  protected readonly slotOfUser = new Map<string, number>();
  protected readonly termIds = new Map<string, number>();
  /** Each term by its id. */
  protected readonly terms: string[] = [];
  /** Postings: for each term id, the slots of the researchers holding it. */
  protected readonly termPostings: Postings[] = [];
  /** Postings: for each FoR prefix ("39", "3904", "390405"), the slots of the researchers under it. */
  protected readonly prefixPostings = new Map<string, Postings>();
  /**
   * The same as bits, for counting: who accepts collaborations, and who is under each FoR division
   * (countListable() counts their union a word of 32 researchers at a time).
   */
  protected readonly eligibleBits = new SlotBits();
  protected readonly divisionBits = new Map<string, SlotBits>();
  /**
   * The holders of each widely held term (by more than BITS_SHARE of everyone when first counted)
   * as bits too, kept up to date from then on: countListable() copies them in a word at a time
   * instead of marking thousands of holders one by one.
   */
  protected readonly widelyHeldTermBits = new Map<number, SlotBits>();
  /** Rarity weights (squared) per term id and every slot's norm: recomputed after any change. */
  protected weightSq = new Float64Array(0);
  protected weightsStale = true;
  /**
   * Every slot's term ids and encoded FoR codes again, packed (rebuilt with the weights): reading
   * those of hundreds of candidates then reads two arrays instead of hundreds of small ones
   * scattered over the heap.
   */
  protected packedTerms = emptyPacked();
  protected packedCodes = emptyPacked();
  protected byName: number[] | null = null;

  get size(): number {
    return this.table.size;
  }

  /** How many researchers hold a term (its document frequency). */
  frequency(term: string): number {
    const id = this.termIds.get(term);
    return id === undefined ? 0 : this.postingsOf(id).size;
  }

  /** A term's squared weight w(t)^2 (match-score.ts) as the index holds it now. */
  termWeightSq(term: string): number {
    this.refreshWeights();
    const id = this.termIds.get(term);
    return id === undefined ? termWeightSq(term, 0, this.size) : this.weightSq[id]!;
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

  protected termId(term: string): number {
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
  protected postingsOf(id: number): Postings {
    const postings = this.termPostings[id];
    if (!postings) throw new Error(`No term has id ${id}`);
    return postings;
  }

  /** Holds an entry, growing the per-slot arrays when its slot is past their end. */
  protected allocate(profileId: string, entry: Entry): number {
    const slot = this.table.put(profileId, entry);
    if (slot >= this.eligibleFlag.length) {
      const size = this.eligibleFlag.length * 2;
      const eligible = new Uint8Array(size);
      eligible.set(this.eligibleFlag);
      this.eligibleFlag = eligible;
      const norms = new Float64Array(size);
      norms.set(this.normSq);
      this.normSq = norms;
      const inverse = new Float64Array(size);
      inverse.set(this.inverseNorm);
      this.inverseNorm = inverse;
    }
    return slot;
  }

  protected changed(): void {
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
      this.widelyHeldTermBits.get(id)?.set(slot, true);
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
      this.widelyHeldTermBits.get(id)?.set(slot, false);
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
  protected refreshWeights(): void {
    if (!this.weightsStale) return;
    const n = this.size;
    const { table } = this;
    this.weightSq = Float64Array.from(this.termPostings, (p, id) => termWeightSq(this.terms[id]!, p.size, n));
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
      this.inverseNorm[slot] = sum > 0 ? 1 / Math.sqrt(sum) : 0;
    }
    this.packedTerms = terms;
    this.packedCodes = codes;
    this.weightsStale = false;
  }

  /** A widely held term's holders as bits (made the first time it is counted), else null. */
  protected widelyHeldTermBitsOf(id: number): SlotBits | null {
    const held = this.widelyHeldTermBits.get(id);
    if (held) return held;
    const postings = this.postingsOf(id);
    if (postings.size <= this.size * BITS_SHARE) return null;
    const bits = new SlotBits();
    for (const slot of postings.slots()) bits.set(slot, true);
    this.widelyHeldTermBits.set(id, bits);
    return bits;
  }

  /** Every held slot by name, then profile id (the order the unmatched fill the list in). */
  protected slotsByName(): number[] {
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
