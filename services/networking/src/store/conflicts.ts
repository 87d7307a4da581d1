import type { Knex } from 'knex';
import { preparedQuery } from '@app/service-kit';
import type { SharedPublication, Supervision } from '../domain/conflicts';

/**
 * What can conflict a candidate with an examiner, in one round trip: every DOI the candidate's
 * profile shares with another researcher (with both sides' years), and every accepted
 * supervision request involving the candidate.
 */
export async function conflictFacts(
  db: Knex,
  candidateUserId: string,
): Promise<{ shared: SharedPublication[]; supervisions: Supervision[] }> {
  const rows = await preparedQuery<SharedPublication & Supervision & { kind: 'publication' | 'supervision' }>(
    db,
    `SELECT 'publication' AS kind, r.user_id AS other_user_id, mine.doi, mine.year AS my_year,
            other.year AS their_year, NULL::uuid AS from_user_id, NULL::uuid AS to_user_id
       FROM researchers me
       JOIN researcher_publications mine ON mine.profile_id = me.profile_id
       JOIN researcher_publications other ON other.doi = mine.doi AND other.profile_id <> mine.profile_id
       JOIN researchers r ON r.profile_id = other.profile_id
      WHERE me.user_id = ?
     UNION ALL
     SELECT 'supervision', NULL, NULL, NULL, NULL, from_user_id, to_user_id
       FROM academic_connections
      WHERE connection_type = 'supervisor_request' AND status = 'accepted'
        AND (from_user_id = ? OR to_user_id = ?)`,
    [candidateUserId, candidateUserId, candidateUserId],
  );
  return {
    shared: rows
      .filter((r) => r.kind === 'publication')
      .map(({ otherUserId, doi, myYear, theirYear }) => ({ otherUserId, doi, myYear, theirYear })),
    supervisions: rows
      .filter((r) => r.kind === 'supervision')
      .map(({ fromUserId, toUserId }) => ({ fromUserId, toUserId })),
  };
}
