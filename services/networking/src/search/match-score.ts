/**
 * The match score of discovery ("similar researchers"), in 0..1:
 *
 *   matchScore = 0.6 * interestSimilarity + 0.4 * forCodeSimilarity
 *
 * - interestSimilarity is the cosine of the two researchers' interest-term sets (interest-terms.ts),
 *   each term weighted by its rarity across all researchers (inverse document frequency):
 *       idf(t) = ln((1 + N) / (1 + df(t))) + 1      N researchers, df(t) of them hold t
 *       cos(A, B) = sum over shared t of idf(t)^2 / (sqrt(sum over A of idf^2) * sqrt(sum over B of idf^2))
 *   so sharing "augmented reality" says more than sharing "education".
 * - forCodeSimilarity is the hierarchy-aware best-match average of for-codes.ts (same field 1,
 *   same group 0.6, same division 0.3).
 * When the viewer has no interests (or no codes), that part carries no information and the other
 * part takes the whole weight; with neither, everybody scores 0. Scores are rounded to 3 decimals.
 */
const INTEREST_WEIGHT = 0.6;
const FOR_CODE_WEIGHT = 0.4;

/** The rarity (idf) weight of a term held by `frequency` of `researcherCount` researchers. */
export function rarityWeight(frequency: number, researcherCount: number): number {
  return Math.log((1 + Math.max(researcherCount, frequency)) / (1 + frequency)) + 1;
}

/** Cosine similarity from the shared and the two own squared weight sums. */
export function cosine(sharedSq: number, mineSq: number, theirsSq: number): number {
  if (sharedSq <= 0 || mineSq <= 0 || theirsSq <= 0) return 0;
  return Math.min(1, sharedSq / Math.sqrt(mineSq * theirsSq));
}

/** How the viewer's profile weighs the two parts (a part the viewer has no data for weighs 0). */
export function partWeights(viewer: { hasInterests: boolean; hasCodes: boolean }): {
  interest: number;
  field: number;
} {
  const interest = viewer.hasInterests ? INTEREST_WEIGHT : 0;
  const field = viewer.hasCodes ? FOR_CODE_WEIGHT : 0;
  const total = interest + field;
  return total === 0 ? { interest: 0, field: 0 } : { interest: interest / total, field: field / total };
}

export const round3 = (x: number) => Math.round(x * 1000) / 1000;

export function matchScore(
  weights: { interest: number; field: number },
  interestSimilarity: number,
  forCodeSimilarity: number,
): number {
  return round3(weights.interest * interestSimilarity + weights.field * forCodeSimilarity);
}
