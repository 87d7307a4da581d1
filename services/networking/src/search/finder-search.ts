import { words } from '../shared/interest-terms';

/**
 * The supervisor and examiner finders. A search is split into words; a researcher matches when
 * every word starts a word of their name, research interests, department, research topics (what
 * OpenAlex says they publish on) or institution (case-insensitive, so "comput" finds
 * "Computational thinking"; interests, departments and topics are also matched by English stem,
 * so "teaching" finds "teachers"). FoR codes filter by descendants:
 * "39" finds anyone tagged "39", "3901" or "390101"; with several codes, any of them will do.
 *
 * matchScore in 0..1 says how well a result fits what was asked:
 *   text score = the average, over the search words, of where each word was found:
 *                name or research interests 1 (0.8 when only its English stem matched, as
 *                "computational" finds "computer"), department or research topics 0.6 (someone who
 *                publishes on it ranks below someone who chose it), institution 0.4
 *   code score = the share of the requested FoR codes the researcher falls under
 *   matchScore = the text score, the code score, or their mean when both were asked for;
 *                0 when neither was (the list is then simply the most published first).
 * Results are ordered by matchScore, then publication count, then name.
 *
 * Every match is ranked (finder-index.ts holds the researchers and their search documents in
 * memory), so the first results are the best there are.
 */
const MAX_SEARCH_WORDS = 8;
export const FIELD_WEIGHTS = { asTyped: 1, byStem: 0.8, department: 0.6, institution: 0.4 } as const;

/** The words of a search box, as tsquery-safe tokens (letters and digits only), at most eight. */
export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  return [...new Set(words(search).map((w) => w.slice(0, 40)))].slice(0, MAX_SEARCH_WORDS);
}

/**
 * Whether a search has text but no word in it (only punctuation or symbols, "%" or "🧪"): no such
 * search is found in anyone's name, interests or institution, so it matches nobody, as in
 * Discover, rather than being taken for no search at all.
 */
export function matchesNobody(search: string | undefined): boolean {
  return Boolean(search?.trim()) && searchWords(search).length === 0;
}

/** The requested FoR codes without duplicates. */
export function distinctCodes(codes: readonly string[]): string[] {
  return [...new Set(codes)].sort();
}

/** The best matches of a search, in order; `complete` when they are every match there is. */
export interface RankedMatches<T> {
  rows: T[];
  complete: boolean;
}

/**
 * The first `limit` matches once the people this viewer may not see are left out, or null when
 * too few are left to tell (the list held was cut short and the rest are unknown).
 */
export function withoutExcluded<T extends { userId: string }>(
  matches: RankedMatches<T>,
  excludedUserIds: ReadonlySet<string>,
  limit: number,
): T[] | null {
  const rows = excludedUserIds.size
    ? matches.rows.filter((r) => !excludedUserIds.has(r.userId))
    : matches.rows;
  return rows.length >= limit || matches.complete ? rows.slice(0, limit) : null;
}
