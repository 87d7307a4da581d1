import type { Knex } from 'knex';
import { preparedQuery } from '@app/service-kit';
import type { IndexedResearcher } from '../domain/similarity-index';

export type FeedRow =
  | ({ kind: 'upsert'; changedXid: string } & IndexedResearcher)
  | { kind: 'delete'; changedXid: string; profileId: string };

/**
 * What changed in the researcher read model since `cursor` (a transaction id), and the next cursor.
 *
 * Every write to researchers (and deleted_profiles) stamps the row with its transaction id. The
 * next cursor is the oldest transaction still running when this read was taken (the snapshot's
 * xmin): whatever commits later has an id at least that large, so it is read next time, even
 * when transactions commit out of order. Rows read twice are simply applied twice.
 */
export async function changesSince(db: Knex, cursor: string): Promise<{ rows: FeedRow[]; next: string }> {
  const all = await preparedQuery<FeedRow | { kind: 'horizon'; next: string }>(
    db,
    `WITH horizon AS (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS next)
     SELECT 'upsert' AS kind, profile_id, user_id, name, interest_terms, for_codes, accepting_collaborations,
            changed_xid::text AS changed_xid, horizon.next
       FROM researchers, horizon WHERE changed_xid >= ?::xid8
     UNION ALL
     SELECT 'delete', profile_id, NULL, NULL, NULL, NULL, NULL, changed_xid::text, horizon.next
       FROM deleted_profiles, horizon WHERE changed_xid >= ?::xid8
     UNION ALL
     SELECT 'horizon', NULL, NULL, NULL, NULL, NULL, NULL, NULL, horizon.next FROM horizon`,
    [cursor, cursor],
  );
  const horizon = all.find((r) => r.kind === 'horizon') as { next: string };
  return { rows: all.filter((r): r is FeedRow => r.kind !== 'horizon'), next: horizon.next };
}
