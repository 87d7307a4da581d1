/** Figures derived from a profile's imported records (pure; unit tested). */

/** The largest h such that h publications have at least h citations each. */
export function hIndex(citations: readonly number[]): number {
  const sorted = [...citations].sort((a, b) => b - a);
  let h = 0;
  for (const count of sorted) {
    if (count < h + 1) break;
    h++;
  }
  return h;
}

/** How many publications have at least 10 citations each. */
export function i10Index(citations: readonly number[]): number {
  return citations.filter((c) => c >= 10).length;
}

export interface CitationFigures {
  citations: number;
  hIndex: number;
  i10Index: number;
}

/** What OpenAlex says of the author (null: no author for this iD). */
export interface AuthorFigures {
  citations: number | null;
  hIndex: number | null;
  i10Index: number | null;
}

/**
 * A profile's figures: the OpenAlex author's own where given (they count works ORCID may not
 * list); what is missing is computed from the works' citations. Null, "no citation data", when
 * there is no author and no work OpenAlex knows (`null` items are works it does not hold).
 */
export function citationFigures(
  author: AuthorFigures | null,
  workCitations: ReadonlyArray<number | null>,
): CitationFigures | null {
  const known = workCitations.filter((c): c is number => c !== null);
  if (!author && known.length === 0) return null;
  return {
    citations: author?.citations ?? known.reduce((sum, c) => sum + c, 0),
    hIndex: author?.hIndex ?? hIndex(known),
    i10Index: author?.i10Index ?? i10Index(known),
  };
}

const yearOfDate = (d: string | null): number | null =>
  d && /^\d{4}/.test(d) ? Number(d.slice(0, 4)) : null;

/** The earliest year of a publication, or the start of an affiliation or an education. */
export function careerStartYear(input: {
  publicationYears: ReadonlyArray<number | null>;
  affiliationStarts: ReadonlyArray<string | null>;
  educationStarts: ReadonlyArray<string | null>;
}): number | null {
  const years = [
    ...input.publicationYears,
    ...input.affiliationStarts.map(yearOfDate),
    ...input.educationStarts.map(yearOfDate),
  ].filter((y): y is number => y !== null);
  return years.length > 0 ? Math.min(...years) : null;
}

export interface PositionSource {
  organization: string;
  department: string | null;
  role: string | null;
  startDate: string | null;
  endDate: string | null;
  isCurrent: boolean;
}

// Partial ISO dates compare correctly as text ("2019" < "2019-03" < "2020").
const byDateDesc = (a: string | null, b: string | null) => (b ?? '').localeCompare(a ?? '');

/**
 * What a researcher is now: the current employment that started last; with none current, the
 * one that ended last.
 */
export function currentPosition(affiliations: readonly PositionSource[]): {
  position: string | null;
  institution: string | null;
  department: string | null;
} {
  const current = affiliations
    .filter((a) => a.isCurrent)
    .sort((a, b) => byDateDesc(a.startDate, b.startDate));
  const past = affiliations
    .filter((a) => !a.isCurrent)
    .sort((a, b) => byDateDesc(a.endDate, b.endDate) || byDateDesc(a.startDate, b.startDate));
  const chosen = current[0] ?? past[0];
  return chosen
    ? { position: chosen.role, institution: chosen.organization, department: chosen.department }
    : { position: null, institution: null, department: null };
}

const UNKNOWN_RESEARCHER = 'Unknown Researcher';

/**
 * The name to show: ORCID's; "Unknown Researcher" when an imported ORCID record has none (its
 * holder keeps it private, and the account's name may be someone else's guess); else, while no
 * record is imported (none linked, or the import has not succeeded yet), the account's names, its
 * email, or the placeholder.
 */
export function displayName(
  profile: { name: string | null; orcidId: string | null; lastSynced: string | null },
  account: { firstName: string | null; lastName: string | null; email: string | null } | null,
): string {
  if (profile.name) return profile.name;
  if (profile.orcidId && profile.lastSynced) return UNKNOWN_RESEARCHER;
  const full = [account?.firstName, account?.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return full || account?.email || UNKNOWN_RESEARCHER;
}
