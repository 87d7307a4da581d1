// Enough words for any real search; more only make the query slower.
const MAX_WORDS = 12;

/**
 * The search box's text as a PostgreSQL `to_tsquery` expression in which every word must match the
 * start of a word of the project (after English stemming): "curric robot" finds a project about
 * "robotics in the curriculum". Only letters and digits reach the expression, so nothing the
 * visitor types can change its syntax. Null when there is nothing to search for.
 */
export function prefixSearchQuery(search: string | null | undefined): string | null {
  const words = search?.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words || words.length === 0) return null;
  return [...new Set(words)]
    .slice(0, MAX_WORDS)
    .map((w) => `${w}:*`)
    .join(' & ');
}
