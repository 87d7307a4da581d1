import { decodeForCodes, encodeForCodes, forPrefixes } from '../shared/for-codes';
import { keywordText } from './discovery-filter';
import { termWeightSq } from './match-score';
import { grown, nameKey, Postings, SlotBits, SlotTable } from './slots';

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

/**
 * Per-slot lists of numbers packed into one array: slot i's are values[start[i]] to end[i]. Reading
 * the lists of thousands of candidates then reads one array instead of thousands of small ones
 * scattered over the heap. A slot's new list is written after the others and its old one left as a
 * gap; the gaps are closed (in slot order) when the array is full, so a change costs about its
 * own length instead of a repacking of everyone's.
 */
export class PackedLists {
  values = new Int32Array(1024);
  start = new Int32Array(1024);
  end = new Int32Array(1024);
  /** How much of `values` is written, gaps included. */
  private used = 0;
  private gaps = 0;

  /** Sets a slot's list. */
  set(slot: number, list: readonly number[]): void {
    this.clear(slot);
    if (slot >= this.start.length) {
      const size = Math.max(slot + 1, this.start.length * 2);
      this.start = grown(this.start, size);
      this.end = grown(this.end, size);
    }
    if (this.used + list.length > this.values.length) this.compact(list.length);
    for (let i = 0; i < list.length; i++) this.values[this.used + i] = list[i]!;
    this.start[slot] = this.used;
    this.end[slot] = this.used += list.length;
  }

  /** Empties a slot's list. */
  clear(slot: number): void {
    if (slot >= this.start.length) return;
    this.gaps += this.end[slot]! - this.start[slot]!;
    this.start[slot] = this.end[slot] = 0;
  }

  /** Writes the lists again without gaps, in slot order, with room for twice what they hold. */
  private compact(room: number): void {
    const held = this.used - this.gaps + room;
    const values = new Int32Array(Math.max(1024, 2 * held));
    let used = 0;
    for (let slot = 0; slot < this.start.length; slot++) {
      const [from, to] = [this.start[slot]!, this.end[slot]!];
      values.set(this.values.subarray(from, to), used);
      this.start[slot] = used;
      this.end[slot] = used += to - from;
    }
    [this.values, this.used, this.gaps] = [values, used, 0];
  }
}

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
  /**
   * Rarity weights (squared) per term id (room for more) and every slot's norm, brought up to date
   * before a query after changes (refreshWeights): of everyone when the number of researchers
   * changed, else of the terms whose holders changed and of the slots whose norm that changes.
   */
  protected weightSq = new Float64Array(1024);
  /** The number of researchers the weights are for (-1: none yet). */
  private weightsOf = -1;
  /** Since the weights were brought up to date: the terms whose holders changed, the slots changed. */
  private readonly termsChanged = new Set<number>();
  private readonly slotsChanged = new Set<number>();
  /** Every slot's term ids and encoded FoR codes again, packed (PackedLists), kept up to date. */
  protected readonly packedTerms = new PackedLists();
  protected readonly packedCodes = new PackedLists();
  /** Every held slot by name, then profile id (made when first asked for, then kept up to date). */
  private byName: number[] | null = null;

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
      this.eligibleFlag = grown(this.eligibleFlag, size);
      this.normSq = grown(this.normSq, size);
      this.inverseNorm = grown(this.inverseNorm, size);
    }
    return slot;
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
    this.packedTerms.set(slot, termIds);
    this.packedCodes.set(slot, forCodes);
    this.slotsChanged.add(slot);
    for (const id of termIds) {
      this.postingsOf(id).add(slot);
      this.widelyHeldTermBits.get(id)?.set(slot, true);
      this.termsChanged.add(id);
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
    if (this.byName) this.byName.splice(this.byNameIndex(slot), 0, slot);
  }

  remove(profileId: string): void {
    const slot = this.table.slotOf(profileId);
    if (slot === undefined) return;
    if (this.byName) this.byName.splice(this.byNameIndex(slot), 1);
    const { entry } = this.table.take(profileId)!;
    for (const id of entry.termIds) {
      this.postingsOf(id).delete(slot);
      this.widelyHeldTermBits.get(id)?.set(slot, false);
      this.termsChanged.add(id);
    }
    for (const prefix of forPrefixes(decodeForCodes(entry.forCodes))) {
      this.prefixPostings.get(prefix)?.delete(slot);
      this.divisionBits.get(prefix)?.set(slot, false);
    }
    this.eligibleFlag[slot] = 0;
    this.eligibleBits.set(slot, false);
    this.packedTerms.clear(slot);
    this.packedCodes.clear(slot);
    this.slotsChanged.add(slot);
    if (this.slotOfUser.get(entry.userId) === slot) this.slotOfUser.delete(entry.userId);
  }

  /**
   * Rarity weights depend on everyone's terms, so they (and the norms) follow every change. When
   * the number of researchers changed, every weight did; otherwise only those of the terms whose
   * holders changed (most changes, a profile saved again, leave every weight as it was), and only
   * the norms of their holders and of the slots changed are worked out again. A norm is summed in
   * its slot's term order, as ever: the same to the last bit however it was brought up to date.
   */
  protected refreshWeights(): void {
    if (this.termsChanged.size === 0 && this.slotsChanged.size === 0 && this.weightsOf === this.size) return;
    const n = this.size;
    const terms = this.termPostings.length;
    if (this.weightSq.length < terms) this.weightSq = grown(this.weightSq, Math.max(1024, terms * 2));
    if (n !== this.weightsOf) {
      for (let id = 0; id < terms; id++) this.weightSq[id] = this.weightOf(id, n);
      this.refreshNorms(null);
    } else {
      const moved: number[] = []; // (the terms whose weight did change)
      for (const id of this.termsChanged) {
        const weightSq = this.weightOf(id, n);
        if (weightSq === this.weightSq[id]) continue;
        this.weightSq[id] = weightSq;
        moved.push(id);
      }
      const holders = moved.reduce((sum, id) => sum + this.postingsOf(id).size, 0);
      if (this.slotsChanged.size + holders > n >>> 3) this.refreshNorms(null);
      else {
        for (const id of moved) for (const slot of this.postingsOf(id).slots()) this.slotsChanged.add(slot);
        this.refreshNorms(this.slotsChanged);
      }
    }
    this.weightsOf = n;
    this.termsChanged.clear();
    this.slotsChanged.clear();
  }

  private weightOf(id: number, n: number): number {
    return termWeightSq(this.terms[id]!, this.postingsOf(id).size, n);
  }

  /** Works out the norms of `slots` again (null: of every slot) from the packed term lists. */
  private refreshNorms(slots: Iterable<number> | null): void {
    if (slots) for (const slot of slots) this.refreshNorm(slot);
    else for (let slot = 0; slot < this.table.length; slot++) this.refreshNorm(slot);
  }

  private refreshNorm(slot: number): void {
    const { values, start, end } = this.packedTerms;
    let sum = 0;
    for (let j = start[slot]!; j < end[slot]!; j++) sum += this.weightSq[values[j]!]!;
    this.normSq[slot] = sum;
    this.inverseNorm[slot] = sum > 0 ? 1 / Math.sqrt(sum) : 0;
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
  protected slotsByName(): readonly number[] {
    this.byName ??= [...this.table.heldSlots()].sort((a, b) => (this.byNameBefore(a, b) ? -1 : 1));
    return this.byName;
  }

  /** Where a held slot is, or would go, in byName (by binary search). */
  private byNameIndex(slot: number): number {
    const byName = this.byName!;
    let [lo, hi] = [0, byName.length];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.byNameBefore(byName[mid]!, slot)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private byNameBefore(a: number, b: number): boolean {
    const [x, y] = [this.table.at(a), this.table.at(b)];
    return x.nameKey < y.nameKey || (x.nameKey === y.nameKey && x.profileId < y.profileId);
  }
}
