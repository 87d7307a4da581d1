/**
 * What both in-memory indexes (FinderIndex, SimilarityIndex) are built from: researchers held in
 * numbered slots that are reused when freed (so per-slot typed arrays stay dense), posting lists
 * of slots, and the name key results are sorted by.
 */

/** The name as it sorts: lower case, without accents (compared by code point: fast and stable). */
export const nameKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** A copy of a typed array in a larger one (the rest zero): per-slot arrays grow as slots do. */
export function grown<A extends Int32Array | Float64Array | Uint8Array>(array: A, size: number): A {
  const bigger = new (array.constructor as new (size: number) => A)(size);
  bigger.set(array);
  return bigger;
}

/**
 * A list of slots that changes rarely and is read often: a typed array to walk (a Set per list
 * cost some 40 bytes a slot, most of the indexes' memory at 100,000 researchers). Slots removed
 * are noted and left out of the array when it is next read, which costs what reading a changed
 * list cost anyway.
 */
export class Postings {
  private members = new Int32Array(4);
  /** How many of `members` are in use, removed ones included. */
  private used = 0;
  /** Slots removed but still in `members`. */
  private readonly removed = new Set<number>();
  private view: Int32Array | null = null;

  get size(): number {
    return this.used - this.removed.size;
  }

  /** Adds a slot that is not on the list. */
  add(slot: number): void {
    this.view = null;
    if (this.removed.delete(slot)) return; // (still in the array)
    if (this.used === this.members.length) this.members = grown(this.members, this.used * 2);
    this.members[this.used++] = slot;
  }

  /** Removes a slot that is on the list. */
  delete(slot: number): void {
    this.view = null;
    this.removed.add(slot);
  }

  /** The slots, in no particular order (valid until the next change). */
  slots(): Int32Array {
    if (this.view) return this.view;
    if (this.removed.size > 0) {
      let kept = 0;
      for (let i = 0; i < this.used; i++) {
        const slot = this.members[i]!;
        if (!this.removed.has(slot)) this.members[kept++] = slot;
      }
      this.used = kept;
      this.removed.clear();
    }
    return (this.view = this.members.subarray(0, this.used));
  }
}

/** Entries by slot, and the slot of each id; a freed slot is the next one given out. */
export class SlotTable<E> {
  private readonly entries: Array<E | null> = [];
  private readonly free: number[] = [];
  private readonly slots = new Map<string, number>();

  /** How many entries are held. */
  get size(): number {
    return this.slots.size;
  }

  /** One past the highest slot ever given out: per-slot arrays must be at least this long. */
  get length(): number {
    return this.entries.length;
  }

  /** The slots held, in no particular order. */
  heldSlots(): IterableIterator<number> {
    return this.slots.values();
  }

  slotOf(id: string): number | undefined {
    return this.slots.get(id);
  }

  /** The entry in a slot given out and not freed since (callers hold such slots only). */
  at(slot: number): E {
    const entry = this.entries[slot];
    if (entry == null) throw new Error(`Slot ${slot} holds no entry`);
    return entry;
  }

  /** The entry in a slot, or null when the slot is free. */
  find(slot: number): E | null {
    return this.entries[slot] ?? null;
  }

  /** Holds `entry` under `id` (which must not be held) and returns its slot. */
  put(id: string, entry: E): number {
    const slot = this.free.pop() ?? this.entries.length;
    this.entries[slot] = entry;
    this.slots.set(id, slot);
    return slot;
  }

  /** Frees the slot of `id`, returning it and what it held. */
  take(id: string): { slot: number; entry: E } | undefined {
    const slot = this.slots.get(id);
    if (slot === undefined) return undefined;
    const entry = this.at(slot);
    this.entries[slot] = null;
    this.slots.delete(id);
    this.free.push(slot);
    return { slot, entry };
  }
}

/** A bit per slot, in 32-bit words (a word past the end reads as empty). */
export class SlotBits {
  words = new Int32Array(32);

  set(slot: number, on: boolean): void {
    const word = slot >>> 5;
    if (word >= this.words.length) {
      if (!on) return;
      this.words = grown(this.words, Math.max(word + 1, this.words.length * 2));
    }
    if (on) this.words[word]! |= 1 << (slot & 31);
    else this.words[word]! &= ~(1 << (slot & 31));
  }

  has(slot: number): boolean {
    return ((this.words[slot >>> 5] ?? 0) & (1 << (slot & 31))) !== 0;
  }
}

/** How many bits of a 32-bit word are set. */
export function bitCount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
