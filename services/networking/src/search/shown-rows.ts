import type { Knex } from 'knex';
import type { ResearcherRow } from '../domain/researchers';
import { researchersStore } from '../store/researchers';

/**
 * The read-model rows of a page of ranked researchers (the indexes keep little more than ids), in
 * one query, paired with their places in the ranking, in its order. Researchers removed since the
 * index last read the table are left out.
 */
export async function shownRows<Ranked extends { profileId: string }, K extends keyof ResearcherRow>(
  db: Knex,
  ranked: readonly Ranked[],
  columns: readonly K[],
): Promise<Array<{ ranked: Ranked; row: Pick<ResearcherRow, K | 'profileId'> }>> {
  const rows = await researchersStore.byProfileIds(
    db,
    ranked.map((r) => r.profileId),
    [...new Set<K | 'profileId'>(['profileId', ...columns])],
  );
  const byId = new Map(rows.map((row) => [row.profileId, row]));
  return ranked.flatMap((r) => {
    const row = byId.get(r.profileId);
    return row ? [{ ranked: r, row }] : [];
  });
}
