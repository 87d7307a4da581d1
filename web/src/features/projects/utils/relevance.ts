/** Spec 2 §9: the relevance badge shows only above 5. */
const RELEVANCE_BADGE_THRESHOLD = 5;

export function showsRelevance(score: number | null | undefined): score is number {
  return typeof score === 'number' && score > RELEVANCE_BADGE_THRESHOLD;
}
