/** Spec 1 §9: the match score (0 to 1) as a whole percentage. */
export function matchScorePercent(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.round(Math.min(1, Math.max(0, score)) * 100);
}

export type MatchScoreColor = 'green' | 'blue' | 'yellow' | 'default';

/** Spec 1 §9: 0.8 and up green, 0.6 and up blue, 0.4 and up yellow, below gray. */
export function matchScoreColor(score: number): MatchScoreColor {
  if (score >= 0.8) return 'green';
  if (score >= 0.6) return 'blue';
  if (score >= 0.4) return 'yellow';
  return 'default';
}
