import { LRUCache } from 'lru-cache';
import type { RankedMatches } from './finder-search';
import type { FinderMatch } from './finder-index';

/** A search's best matches, and how many there are in all (nobody left out). */
export type CachedSearch = RankedMatches<FinderMatch> & { total: number };

/**
 * The finders' ranked results by search (role, words, codes), reused while the researcher read
 * model is unchanged. The finders are public and the same few searches come back all day, while
 * profiles change rarely; a cached list is only ever served for the read-model generation it was
 * read at (SearchVersion's researchers, which follows every replica's writes), so it is never stale.
 * Bounded by the number of rows held; `maxRows` 0 turns caching off.
 */
export class FinderCache {
  private readonly lists: LRUCache<string, CachedSearch> | null;
  private generation = -1;

  constructor(maxRows: number) {
    this.lists =
      maxRows > 0
        ? new LRUCache({ maxSize: maxRows, sizeCalculation: (list) => Math.max(1, list.rows.length) })
        : null;
  }

  get(key: string, generation: number): CachedSearch | undefined {
    if (generation !== this.generation) {
      // The read model moved on: everything held is from before.
      this.lists?.clear();
      this.generation = generation;
    }
    return this.lists?.get(key);
  }

  /** Keeps a list read at `generation`, unless the read model has moved on since. */
  set(key: string, generation: number, list: CachedSearch): void {
    if (generation === this.generation) this.lists?.set(key, list);
  }
}
