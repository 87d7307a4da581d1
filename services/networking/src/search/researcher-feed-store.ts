import type { Knex } from 'knex';
import { preparedQuery, toSnakeCase } from '@app/service-kit';
import type { ResearcherRow } from '../shared/researchers';
import { INDEXED_COLUMNS, researcherSelectList, type IndexedColumn } from '../shared/researchers-store';

/**
 * A researcher as the feed reads them: the columns the indexes are built from. The rest of a row
 * (publications, metrics, contact details) is read only for the rows shown (shown-rows.ts).
 */
type FeedResearcher = Pick<ResearcherRow, IndexedColumn>;

export type FeedRow =
  | ({ kind: 'upsert'; changedXid: string; searchDocument: string } & FeedResearcher)
  | { kind: 'delete'; changedXid: string; profileId: string };

const COLUMNS = INDEXED_COLUMNS.map(toSnakeCase);
const SELECTED = researcherSelectList(INDEXED_COLUMNS);
const NONE = COLUMNS.map((c) => (c === 'profile_id' ? c : 'NULL')).join(', ');

// Fixed text (the column list is a constant), so it is prepared once per connection.
const CHANGES_SQL = `
  WITH horizon AS (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS next)
  SELECT 'upsert' AS kind, changed_xid::text AS changed_xid, search_document::text AS search_document,
         ${SELECTED}, horizon.next
    FROM researchers, horizon WHERE changed_xid >= ?::xid8
  UNION ALL
  SELECT 'delete', changed_xid::text, NULL, ${NONE}, horizon.next
    FROM deleted_profiles, horizon WHERE changed_xid >= ?::xid8
  UNION ALL
  SELECT 'horizon', NULL, NULL, ${COLUMNS.map(() => 'NULL').join(', ')}, horizon.next FROM horizon`;

/**
 * What changed in the researcher read model since `cursor` (a transaction id), and the next cursor:
 * the rows' indexed columns, with their search document in its text form (search-document.ts).
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

/** Rows per read of the first load (fewer per read leave less for V8 to grow its heap around: 1,000 ended loading at 630-670 MB RSS, 5,000 at 750-870). */
const FIRST_LOAD_BATCH = 1_000;

const FIRST_LOAD_SQL = `
  SELECT 'upsert' AS kind, changed_xid::text AS changed_xid, search_document::text AS search_document,
         ${SELECTED}
    FROM researchers WHERE profile_id > ?::uuid ORDER BY profile_id LIMIT ?::int`;

/**
 * Every researcher, handed to `onBatch` a few thousand at a time, and the cursor to read changes
 * from next (as changesSince(db, '0') would give, from one snapshot). In batches so that the whole
 * table's rows, several times the size of the indexes built from them, are never in memory at once.
 * Deleted profiles are not read: in one snapshot, every profile in researchers exists.
 */
export async function loadAll(
  db: Knex,
  onBatch: (rows: FeedRow[]) => void,
  batchSize = FIRST_LOAD_BATCH,
): Promise<string> {
  return db.transaction(
    async (trx) => {
      const [{ next }] = (await trx.raw('SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS next')).rows;
      let after = '00000000-0000-0000-0000-000000000000';
      for (;;) {
        const rows = await preparedQuery<FeedRow & { kind: 'upsert' }>(trx, FIRST_LOAD_SQL, [
          after,
          batchSize,
        ]);
        if (rows.length === 0) return next as string;
        onBatch(rows);
        after = rows.at(-1)!.profileId;
      }
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}
