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
 * Rows are kept until the feed finds their researcher changed (SearchVersion's researchers, and
 * who each step changed): the same researchers head the popular searches all day, a page whose rows
 * are all held is answered without a query, and a national network's steady trickle of profile
 * changes drops only the rows it changed. The rest are read in one prepared query. A row is at
 * least as new as the step it was read at, as it is read after the refresh that saw that step; one
 * read while the feed found further changes might predate them, so it is shown but not kept.
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
      const changed = this.version.researchersChangedSince(this.generation);
      // (null: anyone may have changed)
      if (changed === null) this.held.clear();
      else for (const rows of this.held.values()) for (const id of changed) rows.delete(id);
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
    const read = new Map<string, Row>();
    if (missing.length > 0) {
      const rows = await preparedQuery<Row>(
        this.db,
        `SELECT ${selected} FROM researchers WHERE profile_id = ANY(?::uuid[])`,
        [missing],
      );
      const keep = this.version.now().researchers === generation;
      for (const row of rows) {
        read.set(row.profileId, Object.freeze(row));
        if (keep) held.set(row.profileId, row);
      }
    }
    return ranked.flatMap((r) => {
      const row = (held.get(r.profileId) ?? read.get(r.profileId)) as
        Pick<ResearcherRow, K | 'profileId'> | undefined;
      return row ? [{ ranked: r, row }] : [];
    });
  }
}
