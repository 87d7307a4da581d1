import type { Knex } from 'knex';
import { FIELD_WEIGHTS, RANKING_WINDOW } from '../domain/finder-search';
import type { ResearcherRow } from '../domain/researchers';

/** How far down the publication order the cheap walk looks before the search counts as selective. */
const WALK = 3000;

export type FinderRole = 'supervisors' | 'examiners';

// Fixed SQL per role (never built from input): the availability flag the finder filters on.
const ROLE_FLAG: Record<FinderRole, string> = {
  supervisors: 'available_for_supervision',
  examiners: 'available_for_examination',
};

export interface FinderSearch {
  role: FinderRole;
  /** Search words, letters and digits only (finder-search.ts). */
  words: readonly string[];
  /** FoR codes (2, 4 or 6 digits). */
  codes: readonly string[];
  limit: number;
  /** User ids never to list (the signed-in person, conflicted examiners). */
  excludeUserIds: readonly string[];
}

export type FinderRow = ResearcherRow & { matchScore: number };

/** A word as a prefix query in both dictionaries: as typed, and as an English stem. */
const WORD_QUERY = `(to_tsquery('simple', ?) || to_tsquery('english', ?))`;
const AS_TYPED = `to_tsquery('simple', ?)`;

/**
 * Ranked finder search (see finder-search.ts for the rules). Every value is a binding; the SQL
 * text varies only with how many words and codes there are.
 */
export async function searchResearchers(db: Knex, s: FinderSearch): Promise<FinderRow[]> {
  const where: string[] = [];
  const whereBindings: Knex.RawBinding[] = [];
  for (const w of s.words) {
    where.push(`search_document @@ ${WORD_QUERY}`);
    whereBindings.push(`${w}:*`, `${w}:*`);
  }
  if (s.codes.length > 0) {
    where.push('for_prefixes && ?::text[]');
    whereBindings.push([...s.codes]);
  }
  if (s.excludeUserIds.length > 0) {
    where.push('user_id <> ALL(?::uuid[])');
    whereBindings.push([...s.excludeUserIds]);
  }

  const scoreParts: string[] = [];
  const scoreBindings: Knex.RawBinding[] = [];
  if (s.words.length > 0) {
    const perWord = s.words.map(() => {
      return `CASE WHEN search_document @@ ${AS_TYPED} THEN ${FIELD_WEIGHTS.asTyped}
                   WHEN search_document @@ ${WORD_QUERY} THEN ${FIELD_WEIGHTS.byStem}
                   WHEN search_document @@ ${WORD_QUERY} THEN ${FIELD_WEIGHTS.department}
                   ELSE ${FIELD_WEIGHTS.institution} END`;
    });
    for (const w of s.words) scoreBindings.push(`${w}:*AB`, `${w}:*AB`, `${w}:*AB`, `${w}:*C`, `${w}:*C`);
    scoreParts.push(`((${perWord.join(' + ')})::numeric / ${s.words.length})`);
  }
  if (s.codes.length > 0) {
    const perCode = s.codes.map(() => '(for_prefixes @> ARRAY[?]::text[])::int');
    scoreBindings.push(...s.codes);
    scoreParts.push(`((${perCode.join(' + ')})::numeric / ${s.codes.length})`);
  }
  const score = scoreParts.length > 0 ? `round((${scoreParts.join(' + ')}) / ${scoreParts.length}, 3)` : '0';

  // Candidates, cheaply either way: walk the first WALK entries of the covering index in
  // publication order (index-only, so common words cost little); only when that finds fewer than
  // RANKING_WINDOW matches is the search selective, and the GIN indexes then find every match
  // (the one-time filter keeps that branch from running otherwise; "+ 0" keeps the planner from
  // walking the ordered index there, whatever its row estimate).
  const filter = where.length > 0 ? where.join(' AND ') : 'TRUE';
  const flag = ROLE_FLAG[s.role];
  const sql = `
    WITH walked AS MATERIALIZED (
      SELECT profile_id, publication_count, name, search_document, for_prefixes
      FROM (
        SELECT profile_id, publication_count, name, search_document, for_prefixes, user_id
        FROM researchers WHERE ${flag}
        ORDER BY publication_count DESC, name, profile_id
        LIMIT ${WALK}
      ) AS researchers
      -- Rows leave the subquery in its order, so these are the most published matches.
      WHERE ${filter}
      LIMIT ${RANKING_WINDOW}
    ), selective AS MATERIALIZED (
      SELECT profile_id, publication_count, name, search_document, for_prefixes
      FROM researchers
      WHERE ${flag} AND ${filter} AND (SELECT count(*) FROM walked) < ${RANKING_WINDOW}
      ORDER BY publication_count + 0 DESC, name, profile_id
      LIMIT ${RANKING_WINDOW}
    ), candidates AS (
      SELECT * FROM walked WHERE (SELECT count(*) FROM walked) >= ${RANKING_WINDOW}
      UNION ALL
      SELECT * FROM selective
    ), ranked AS (
      SELECT profile_id, publication_count, name, ${score} AS match_score
      FROM candidates
      ORDER BY match_score DESC, publication_count DESC, name, profile_id
      LIMIT ?
    )
    SELECT r.profile_id, r.user_id, r.orcid_id, r.name, r.email, r.position, r.institution, r.department,
           r.profile_image_url, r.research_interests, r.for_codes, r.available_for_supervision,
           r.available_for_examination, r.publication_count, r.career_start_year, r.recent_publications,
           ranked.match_score::float8 AS match_score
    FROM ranked JOIN researchers r USING (profile_id)
    ORDER BY ranked.match_score DESC, ranked.publication_count DESC, ranked.name, ranked.profile_id`;
  // The filter appears twice (walked, selective), so its bindings do too.
  // Not a prepared statement: the best plan depends on how selective the words are, and a generic
  // plan (which PostgreSQL switches prepared statements to) is several times slower here.
  const result = await db.raw(sql, [...whereBindings, ...whereBindings, ...scoreBindings, s.limit]);
  return result.rows as FinderRow[];
}
