/**
 * The filters of Discover Researchers (spec 1 §5), applied by the server so that paging and the
 * total are right:
 * - the keyword matches a researcher's name, institution or any research interest, ignoring case;
 * - the FoR filter matches a researcher under any selected code by the hierarchy rule of
 *   for-codes.ts, the same rule as the supervisor and examiner finders (a group "3904" matches
 *   its field "390405"); ticking a field finds everyone tagged with it.
 */
export interface DiscoveryFilter {
  keyword: string;
  forCodes: readonly string[];
}

export const isFiltering = (f: DiscoveryFilter): boolean =>
  normaliseKeyword(f.keyword) !== '' || f.forCodes.length > 0;

export const normaliseKeyword = (keyword: string): string => keyword.trim().toLowerCase();

/** The text a keyword is looked for in: name, institution and interests, lower case, one per line. */
export function keywordText(r: {
  name: string;
  institution?: string | null;
  researchInterests?: readonly string[];
}): string {
  return [r.name, r.institution ?? '', ...(r.researchInterests ?? [])].join('\n').toLowerCase();
}
