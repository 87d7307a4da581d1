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

/** A list of slots that changes rarely and is read often: a Set to edit, an array to walk. */
export class Postings {
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
