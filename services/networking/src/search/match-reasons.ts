import { MAX_MATCH_REASONS, type MatchReason } from '@app/contracts/networking/match-reasons';
import type { ResearchTopics } from '@app/contracts/profile/research-topics';
import { FOR_CODE_PATTERN, LEVEL_WEIGHT, sharedLevel } from '../shared/for-codes';
import { interestTerms } from '../shared/interest-terms';
import { isTopicTerm, topicIdOf, topicTerm } from './match-score';

/** What the reasons of one match are read from, for each side. */
export interface ReasonSide {
  researchInterests: readonly string[];
  /** Their terms as discovery weighs them: interest terms and topic terms (match-score.ts). */
  terms: readonly string[];
  forCodes: readonly string[];
  researchTopics: ResearchTopics | null;
}

/**
 * Why two researchers matched: the shared things that add most to the match score, at most
 * three, strongest first. Each weighs what it adds to the score (match-score.ts):
 * - a shared topic: weights.interest * w(t)^2 / (|mine| |theirs|), the cosine's share of it;
 * - one of their interests: the same, summed over the terms it shares with mine;
 * - one of their FoR codes: weights.field * the level it shares with my closest code, averaged as
 *   forCodeSimilarity averages it (over their codes, and half of it, as each direction is half).
 * Ties keep this order: topics, codes, interests.
 */
export function matchReasons(
  me: ReasonSide,
  them: ReasonSide,
  weights: { interest: number; field: number },
  weightSq: (term: string) => number,
  forCodeTitle: (code: string) => string | undefined,
): MatchReason[] {
  const norm = (terms: readonly string[]) => Math.sqrt(terms.reduce((sum, t) => sum + weightSq(t), 0));
  const denominator = norm(me.terms) * norm(them.terms);
  const mine = new Set(me.terms);
  const found: Array<{ reason: MatchReason; strength: number }> = [];
  if (denominator > 0 && weights.interest > 0) {
    const share = (terms: readonly string[]) =>
      (weights.interest * terms.reduce((sum, t) => sum + weightSq(t), 0)) / denominator;
    const myTopics = new Map(me.researchTopics?.topics.map((t) => [t.id, t]));
    const theirTopics = new Map(them.researchTopics?.topics.map((t) => [t.id, t]));
    for (const term of them.terms) {
      if (!isTopicTerm(term) || !mine.has(term)) continue;
      const a = myTopics.get(topicIdOf(term));
      const b = theirTopics.get(topicIdOf(term));
      if (!a || !b) continue;
      found.push({
        reason: { kind: 'topic', id: b.id, name: b.name, mine: a.count, theirs: b.count },
        strength: share([topicTerm(b.id)]),
      });
    }
    const interests: Array<{ reason: MatchReason; strength: number }> = [];
    for (const interest of them.researchInterests) {
      const shared = interestTerms([interest]).filter((t) => mine.has(t));
      if (shared.length > 0)
        interests.push({ reason: { kind: 'interest', name: interest }, strength: share(shared) });
    }
    found.push(...interests);
  }
  const myCodes = me.forCodes.filter((c) => FOR_CODE_PATTERN.test(c));
  const theirCodes = them.forCodes.filter((c) => FOR_CODE_PATTERN.test(c));
  if (weights.field > 0 && myCodes.length > 0) {
    for (const code of theirCodes) {
      const level = Math.max(...myCodes.map((m) => LEVEL_WEIGHT[sharedLevel(m, code)]));
      const title = forCodeTitle(code);
      if (level === 0 || !title) continue;
      found.push({
        reason: { kind: 'forCode', code, title },
        strength: (weights.field * level) / (2 * theirCodes.length),
      });
    }
  }
  const order = { topic: 0, forCode: 1, interest: 2 } as const;
  return found
    .sort((a, b) => b.strength - a.strength || order[a.reason.kind] - order[b.reason.kind])
    .slice(0, MAX_MATCH_REASONS)
    .map((f) => f.reason);
}
