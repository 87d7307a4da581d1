// Apart from http.ts, which builds zod schemas: the web's API client reads these on every page,
// and the signed-out landing page does not load zod.

/**
 * The response header carrying how many results a paged list has in all (the body stays the
 * spec's array).
 */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/**
 * On the examiner finder, for a signed-in candidate: how many matching examiners are not listed
 * because of a conflict of interest (never who they are).
 */
export const CONFLICTS_HIDDEN_HEADER = 'x-conflicts-hidden';

/**
 * On Discover Researchers, when 0% matches are not asked for: how many researchers share none of
 * my interests or FoR codes and are therefore not listed (the filters applied; never who).
 */
export const UNMATCHED_HIDDEN_HEADER = 'x-unmatched-hidden';
