/**
 * The match score of discovery ("similar researchers"), in 0..1:
 *
 *   matchScore = 0.6 * expertiseSimilarity + 0.4 * forCodeSimilarity
 *
 * - expertiseSimilarity is the cosine of the two researchers' term sets: the terms of the
 *   interests they chose (interest-terms.ts) and the OpenAlex topics they publish on most
 *   (at most INDEXED_TOPICS, shared/researchers.ts), each term weighted by its rarity across all
 *   researchers (inverse document frequency), a topic at TOPIC_WEIGHT of that:
 *       idf(t) = ln((1 + N) / (1 + df(t))) + 1      N researchers, df(t) of them hold t
 *       w(t)   = idf(t) for an interest term, TOPIC_WEIGHT * idf(t) for a topic
 *       cos(A, B) = sum over shared t of w(t)^2 / (sqrt(sum over A of w^2) * sqrt(sum over B of w^2))
 *   so sharing "augmented reality" says more than sharing "education", and what a person chose
 *   says more than what OpenAlex read in their publications.
 * - forCodeSimilarity is the hierarchy-aware best-match average of for-codes.ts (same field 1,
 *   same group 0.6, same division 0.3).
 * When the viewer has neither interests nor topics (or no codes), that part carries no
 * information and the other part takes the whole weight; with neither, everybody scores 0.
 * Scores are rounded to 3 decimals.
 */
const INTEREST_WEIGHT = 0.6;
const FOR_CODE_WEIGHT = 0.4;

/** The rarity (idf) weight of a term held by `frequency` of `researcherCount` researchers. */
export function rarityWeight(frequency: number, researcherCount: number): number {
  return Math.log((1 + Math.max(researcherCount, frequency)) / (1 + frequency)) + 1;
}

/**
 * A topic counts for this share of an interest term of the same rarity (its squared weight for a
 * quarter): a person's own choices stay the strongest signal, and ten topics (INDEXED_TOPICS)
 * weigh about as much as three chosen words.
 */
const TOPIC_WEIGHT = 0.5;

// Interest terms are letters and digits only (interest-terms.ts), so no term starts with this.
const TOPIC_MARK = '#';
/** A topic as a term of the expertise part ("#T10883"). */
export const topicTerm = (topicId: string): string => `${TOPIC_MARK}${topicId}`;
const isTopicTerm = (term: string): boolean => term.startsWith(TOPIC_MARK);

/** A term's squared weight, w(t)^2, when `frequency` of `researcherCount` researchers hold it. */
export function termWeightSq(term: string, frequency: number, researcherCount: number): number {
  const weight = rarityWeight(frequency, researcherCount) * (isTopicTerm(term) ? TOPIC_WEIGHT : 1);
  return weight * weight;
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
