import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import type { FinderWord } from './finder-index';
import { prefixQueries } from './finders-store';

/**
 * Search words as the finder index needs them (finders-store.ts). A word always reads the same
 * (the dictionaries do not change while the service runs), so each is asked of PostgreSQL once.
 */
export class FinderWords {
  private readonly known = new LRUCache<string, FinderWord>({ max: 10_000 });

  constructor(private readonly db: Knex) {}

  async of(words: readonly string[]): Promise<FinderWord[]> {
    const missing = words.filter((w) => !this.known.has(w));
    const read = missing.length > 0 ? await prefixQueries(this.db, missing) : new Map<string, FinderWord>();
    for (const [word, query] of read) this.known.set(word, query);
    return words.map((w) => read.get(w) ?? this.known.get(w)!);
  }
}
