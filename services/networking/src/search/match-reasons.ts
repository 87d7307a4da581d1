import { MAX_MATCH_REASONS, type MatchReason } from '@app/contracts/networking/match-reasons';
import type { ResearchTopics } from '@app/contracts/profile/research-topics';
import { FOR_CODE_PATTERN, LEVEL_WEIGHT, sharedLevel } from '../shared/for-codes';
import { interestTerms } from '../shared/interest-terms';
import { topicTerm } from './match-score';

/** The viewer's side of their matches: what the reasons are read from. */
export interface MyReasonSide {
  /** My terms as discovery weighs them: interest terms and topic terms (match-score.ts). */
  terms: readonly string[];
  forCodes: readonly string[];
  /** My topics, whose names the reasons give (a shared topic is one of mine). */
  researchTopics: ResearchTopics | null;
}

/** The other side of a match. */
export interface TheirReasonSide {
  researchInterests: readonly string[];
  /** Their terms as discovery weighs them. */
  terms: readonly string[];
  forCodes: readonly string[];
  /** The topics matching weighs, and how many of their works have each (the same order). */
  topicIds: readonly string[];
  topicCounts: readonly number[];
}

/**
 * Why I match each researcher: the shared things that add most to the match score, at most
 * three, strongest first. Each weighs what it adds to the score (match-score.ts):
 * - a shared topic: weights.interest * w(t)^2 / (|mine| |theirs|), the cosine's share of it;
 * - one of their interests: the same, summed over the terms it shares with mine;
 * - one of their FoR codes: weights.field * the level it shares with my closest code, averaged as
 *   forCodeSimilarity averages it (over their codes, and half of it, as each direction is half).
 * Ties keep this order: topics, codes, interests.
 *
 * What depends on me alone is worked out once, for the whole page of matches.
 */
export function matchReasonsOf(
  me: MyReasonSide,
  weights: { interest: number; field: number },
  weightSq: (term: string) => number,
  forCodeTitle: (code: string) => string | undefined,
): (them: TheirReasonSide) => MatchReason[] {
  const squares = (terms: readonly string[]) => terms.reduce((sum, t) => sum + weightSq(t), 0);
  const myNorm = Math.sqrt(squares(me.terms));
  const mine = new Set(me.terms);
  const myTopics = new Map(me.researchTopics?.topics.map((t) => [t.id, t]));
  const myCodes = me.forCodes.filter((c) => FOR_CODE_PATTERN.test(c));

  return (them) => {
    const denominator = myNorm * Math.sqrt(squares(them.terms));
    const found: Array<{ reason: MatchReason; strength: number }> = [];
    if (denominator > 0 && weights.interest > 0) {
      const share = (terms: readonly string[]) => (weights.interest * squares(terms)) / denominator;
      them.topicIds.forEach((id, k) => {
        const topic = myTopics.get(id);
        if (!topic || !mine.has(topicTerm(id))) return;
        found.push({
          reason: {
            kind: 'topic',
            id,
            name: topic.name,
            mine: topic.count,
            theirs: them.topicCounts[k] ?? 0,
          },
          strength: share([topicTerm(id)]),
        });
      });
      for (const interest of them.researchInterests) {
        const shared = termsOfInterest(interest).filter((t) => mine.has(t));
        if (shared.length > 0)
          found.push({ reason: { kind: 'interest', name: interest }, strength: share(shared) });
      }
    }
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
  };
}

/** Interests seen lately and their terms: the same interests ("TPACK") recur on most pages. */
const termsOfInterestSeen = new Map<string, readonly string[]>();
const INTERESTS_KEPT = 20_000;

function termsOfInterest(interest: string): readonly string[] {
  let terms = termsOfInterestSeen.get(interest);
  if (terms === undefined) {
    if (termsOfInterestSeen.size >= INTERESTS_KEPT) termsOfInterestSeen.clear();
    termsOfInterestSeen.set(interest, (terms = interestTerms([interest])));
  }
  return terms;
}
