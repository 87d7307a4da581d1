import type { Knex } from 'knex';
import { preparedQuery } from '@app/service-kit';
import type { ResearcherRow } from '../domain/researchers';
import { researcherSelectList } from '../store/researchers';

/**
 * The read-model rows of a page of ranked researchers (the indexes keep little more than ids), in
 * one query, paired with their places in the ranking, in its order. Researchers removed since the
 * index last read the table are left out. The query is prepared (its text is fixed by the
 * columns), as it runs on every finder and discovery request.
 */
export async function shownRows<Ranked extends { profileId: string }, K extends keyof ResearcherRow>(
  db: Knex,
  ranked: readonly Ranked[],
  columns: readonly K[],
): Promise<Array<{ ranked: Ranked; row: Pick<ResearcherRow, K | 'profileId'> }>> {
  if (ranked.length === 0) return [];
  const selected = researcherSelectList([...new Set<keyof ResearcherRow>(['profileId', ...columns])]);
  const rows = await preparedQuery<Pick<ResearcherRow, K | 'profileId'>>(
    db,
    `SELECT ${selected} FROM researchers WHERE profile_id = ANY(?::uuid[])`,
    [ranked.map((r) => r.profileId)],
  );
  const byId = new Map(rows.map((row) => [row.profileId, row]));
  return ranked.flatMap((r) => {
    const row = byId.get(r.profileId);
    return row ? [{ ranked: r, row }] : [];
  });
}
