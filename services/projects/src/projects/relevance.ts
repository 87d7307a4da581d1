import { terms } from './terms';

/**
 * Relevance of a project to a researcher, 0-100 (the screens show a badge above 5).
 *
 *   score = round(100 * (0.5 * I + 0.3 * F + 0.2 * C))
 *
 * I - research interests in the project's text: for each of the researcher's interests, the share
 *     of its terms found among the terms of the project's title, description and skills needed.
 * F - FoR codes in the project's text: the same, with the title of each of the researcher's FoR
 *     codes ("Curriculum and pedagogy") in place of an interest.
 * C - categories: for each of the project's categories, the share of its terms found among all the
 *     researcher's terms (interests and FoR titles together).
 *
 * Each share is squared before it counts, so an interest matched by one generic word out of three
 * ("learning") adds 1/9, not 1/3, while a whole interest adds 1. The counts of each part are summed
 * and saturated with 1 - 0.5^sum: one full match gives half of that part, two give three quarters,
 * and a researcher with many interests is not penalised for the ones a project does not touch.
 * Interests weigh most because they are what researchers curate for themselves; FoR codes are
 * broader; categories are the coarsest signal (ten for the whole network).
 */
const RELEVANCE_WEIGHTS = { interests: 0.5, forCodes: 0.3, categories: 0.2 } as const;

/** What the score needs to know about a researcher, prepared once per request. */
export interface RelevanceProfile {
  interests: string[][];
  forTitles: string[][];
  /**
   * Every term of the interests and FoR titles together. Only these of a project's terms count,
   * so a project may be scored on its terms among these alone (the browse tab asks the database
   * for no others).
   */
  allTerms: Set<string>;
  /** Each category's share (C below), worked out once per request: ten categories, thousands of projects. */
  categoryShares: Map<string, number>;
}

/** What the score needs to know about a project; `matchTerms` is stored with the project. */
export interface RelevanceProject {
  matchTerms: readonly string[];
  categories: readonly string[];
}

// "(excl. LOTE, ESL and TESOL)" in a FoR title names what the field is not about.
const EXCLUSION = /\(excl\.[^)]*\)/gi;

/** The researcher's side, from their research interests and FoR codes (titles looked up by code). */
export function relevanceProfile(
  researchInterests: readonly string[],
  forCodes: readonly string[],
  forTitle: (code: string) => string | undefined,
): RelevanceProfile {
  const interests = researchInterests.map((i) => terms(i)).filter((t) => t.length > 0);
  const forTitles = forCodes
    .map((code) => terms(forTitle(code)?.replace(EXCLUSION, ' ')))
    .filter((t) => t.length > 0);
  return {
    interests,
    forTitles,
    allTerms: new Set([...interests, ...forTitles].flat()),
    categoryShares: new Map(),
  };
}

function categoryShare(profile: RelevanceProfile, category: string): number {
  let known = profile.categoryShares.get(category);
  if (known === undefined) {
    known = share(terms(category), profile.allTerms);
    profile.categoryShares.set(category, known);
  }
  return known;
}

export function isEmptyProfile(profile: RelevanceProfile): boolean {
  return profile.allTerms.size === 0;
}

/** The terms a project is matched on: its title, description and skills needed. */
export function projectMatchTerms(project: {
  title: string;
  description: string;
  skillsNeeded: string | null;
}): string[] {
  return terms([project.title, project.description, project.skillsNeeded ?? ''].join('\n'));
}

/** Share (0-1) of `wanted` found in `available`. */
export function share(wanted: readonly string[], available: ReadonlySet<string>): number {
  if (wanted.length === 0) return 0;
  return wanted.filter((t) => available.has(t)).length / wanted.length;
}

/** Sum of squared shares, saturated into 0-1. */
export function matchStrength(shares: readonly number[]): number {
  const sum = shares.reduce((total, s) => total + s * s, 0);
  return 1 - 0.5 ** sum;
}

export function relevanceScore(profile: RelevanceProfile, project: RelevanceProject): number {
  if (isEmptyProfile(profile)) return 0;
  const projectTerms = new Set(project.matchTerms);
  const interests = matchStrength(profile.interests.map((t) => share(t, projectTerms)));
  const forCodes = matchStrength(profile.forTitles.map((t) => share(t, projectTerms)));
  const categories = matchStrength(project.categories.map((c) => categoryShare(profile, c)));
  const score =
    RELEVANCE_WEIGHTS.interests * interests +
    RELEVANCE_WEIGHTS.forCodes * forCodes +
    RELEVANCE_WEIGHTS.categories * categories;
  return Math.round(100 * score);
}

/** Browse order: most relevant first, then newest, then by id so pages never overlap. */
export function byRelevanceThenNewest(
  a: { relevanceScore: number; createdAt: string; id: string },
  b: { relevanceScore: number; createdAt: string; id: string },
): number {
  if (a.relevanceScore !== b.relevanceScore) return b.relevanceScore - a.relevanceScore;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
