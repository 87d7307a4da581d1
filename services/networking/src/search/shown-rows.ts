import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { preparedQuery } from '@app/service-kit';
import type { ResearcherRow } from '../shared/researchers';
import { researcherSelectList } from '../shared/researchers-store';
import type { SearchVersion } from './search-version';

/** Rows kept for each set of columns shown (a few KB each at most: a finder page is 20). */
const ROWS_HELD = 2_000;

type Row = Partial<ResearcherRow> & { profileId: string };

/**
 * The read-model rows of a page of ranked researchers (the indexes keep little more than ids),
 * paired with their places in the ranking, in its order. Researchers removed since the index last
 * read the table are left out.
 *
 * Rows are kept while the researcher read model is unchanged (SearchVersion's researchers, as for
 * the finder cache): the same researchers head the popular searches all day, and a page whose rows
 * are all held is answered without a query. The rest are read in one prepared query. A row is kept
 * only for the generation it was read at; it is at least as new as that generation, as it is read
 * after the refresh that saw it.
 */
export class ShownRows {
  private readonly held = new Map<string, LRUCache<string, Row>>();
  private generation = -1;
  /** Each list of columns as a SELECT list, worked out once (the callers' lists are constants). */
  private readonly selectLists = new WeakMap<readonly (keyof ResearcherRow)[], string>();

  constructor(
    private readonly db: Knex,
    private readonly version: SearchVersion,
    private readonly rowsHeld = ROWS_HELD,
  ) {}

  /** Call after the feed's refresh. */
  async of<Ranked extends { profileId: string }, K extends keyof ResearcherRow>(
    ranked: readonly Ranked[],
    columns: readonly K[],
  ): Promise<Array<{ ranked: Ranked; row: Pick<ResearcherRow, K | 'profileId'> }>> {
    if (ranked.length === 0) return [];
    const generation = this.version.now().researchers;
    if (generation !== this.generation) {
      this.held.clear(); // (the read model moved on: everything held is from before)
      this.generation = generation;
    }
    let selected = this.selectLists.get(columns);
    if (selected === undefined) {
      selected = researcherSelectList([...new Set<keyof ResearcherRow>(['profileId', ...columns])]);
      this.selectLists.set(columns, selected);
    }
    let held = this.held.get(selected);
    if (!held) this.held.set(selected, (held = new LRUCache({ max: this.rowsHeld })));

    const missing = ranked.map((r) => r.profileId).filter((id) => !held.has(id));
    if (missing.length > 0) {
      const read = await preparedQuery<Row>(
        this.db,
        `SELECT ${selected} FROM researchers WHERE profile_id = ANY(?::uuid[])`,
        [missing],
      );
      // (Should the generation move on meanwhile, these rows are at least as new as it, and the
      // next call that sees it drops what is held.)
      for (const row of read) held.set(row.profileId, Object.freeze(row));
    }
    return ranked.flatMap((r) => {
      const row = held.get(r.profileId) as Pick<ResearcherRow, K | 'profileId'> | undefined;
      return row ? [{ ranked: r, row }] : [];
    });
  }
}
