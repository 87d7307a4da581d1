import type { Knex } from 'knex';
import { preparedQuery } from '@app/service-kit';
import type { SharedPublication, Supervision } from './conflicts';

/**
 * What can conflict a candidate with an examiner, in one round trip: every DOI the candidate's
 * profile shares with another researcher (with both sides' years), every work either of them holds
 * whose OpenAlex authorships list the other (matched by OpenAlex author id: a co-author who has not
 * put the work in ORCID still counts), and every accepted supervision request involving the
 * candidate.
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
     -- A work of mine whose OpenAlex authors include another researcher, in their ORCID or not.
     SELECT 'publication', r.user_id, mine.doi, mine.year, mine.year, NULL::uuid, NULL::uuid
       FROM researchers me
       JOIN researcher_publications mine ON mine.profile_id = me.profile_id
       JOIN researchers r ON r.openalex_author_id = ANY(mine.openalex_author_ids)
                         AND r.profile_id <> me.profile_id
      WHERE me.user_id = ?
     UNION ALL
     -- Another researcher's work whose OpenAlex authors include me, in my ORCID or not.
     SELECT 'publication', r.user_id, theirs.doi, theirs.year, theirs.year, NULL::uuid, NULL::uuid
       FROM researchers me
       JOIN researcher_publications theirs ON theirs.openalex_author_ids @> ARRAY[me.openalex_author_id]
                                          AND theirs.profile_id <> me.profile_id
       JOIN researchers r ON r.profile_id = theirs.profile_id
      WHERE me.user_id = ? AND me.openalex_author_id IS NOT NULL
     UNION ALL
     SELECT 'supervision', NULL, NULL, NULL, NULL, from_user_id, to_user_id
       FROM academic_connections
      WHERE connection_type = 'supervisor_request' AND status = 'accepted'
        AND (from_user_id = ? OR to_user_id = ?)`,
    [candidateUserId, candidateUserId, candidateUserId, candidateUserId, candidateUserId],
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
