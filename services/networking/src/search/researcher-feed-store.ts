import type { Knex } from 'knex';
import { preparedQuery, toSnakeCase } from '@app/service-kit';
import type { ResearcherRow } from '../domain/researchers';
import { RESEARCHER_COLUMNS } from '../store/researchers';

export type FeedRow =
  | ({ kind: 'upsert'; changedXid: string; searchDocument: string } & ResearcherRow)
  | { kind: 'delete'; changedXid: string; profileId: string };

const COLUMNS = RESEARCHER_COLUMNS.map(toSnakeCase);
const NONE = COLUMNS.map((c) => (c === 'profile_id' ? c : 'NULL')).join(', ');

// Fixed text (the column list is a constant), so it is prepared once per connection.
const CHANGES_SQL = `
  WITH horizon AS (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS next)
  SELECT 'upsert' AS kind, changed_xid::text AS changed_xid, search_document::text AS search_document,
         ${COLUMNS.join(', ')}, horizon.next
    FROM researchers, horizon WHERE changed_xid >= ?::xid8
  UNION ALL
  SELECT 'delete', changed_xid::text, NULL, ${NONE}, horizon.next
    FROM deleted_profiles, horizon WHERE changed_xid >= ?::xid8
  UNION ALL
  SELECT 'horizon', NULL, NULL, ${COLUMNS.map(() => 'NULL').join(', ')}, horizon.next FROM horizon`;

/**
 * What changed in the researcher read model since `cursor` (a transaction id), and the next cursor:
 * whole rows, with their search document in its text form (search-document.ts).
 *
 * Every write to researchers (and deleted_profiles) stamps the row with its transaction id. The
 * next cursor is the oldest transaction still running when this read was taken (the snapshot's
 * xmin): whatever commits later has an id at least that large, so it is read next time, even
 * when transactions commit out of order. Rows read twice are simply applied twice.
 */
export async function changesSince(db: Knex, cursor: string): Promise<{ rows: FeedRow[]; next: string }> {
  const all = await preparedQuery<(FeedRow | { kind: 'horizon' }) & { next: string }>(db, CHANGES_SQL, [
    cursor,
    cursor,
  ]);
  const rows: FeedRow[] = [];
  for (const { next: _, ...row } of all) if (row.kind !== 'horizon') rows.push(row);
  return { rows, next: all.find((r) => r.kind === 'horizon')!.next };
}
