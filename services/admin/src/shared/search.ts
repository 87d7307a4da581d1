/**
 * An ILIKE pattern matching `term` anywhere, with LIKE's own wildcards in the term taken literally
 * (so searching for "50%" or "a_b" finds exactly that). Use with `ESCAPE '\'`.
 */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Rows to skip for a 1-based page. */
export function offsetOf(page: { page: number; pageSize: number }): number {
  return (page.page - 1) * page.pageSize;
}
