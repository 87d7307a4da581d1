import { z } from 'zod';

/**
 * Why discovery matched two researchers: up to three things they share, strongest first (what
 * adds most to the match score). `mine` and `theirs` are how many works of each carry the topic.
 */
export const MatchReason = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('topic'),
    id: z.string(),
    name: z.string(),
    mine: z.number().int().nonnegative(),
    theirs: z.number().int().nonnegative(),
  }),
  z.object({ kind: z.literal('forCode'), code: z.string(), title: z.string() }),
  z.object({ kind: z.literal('interest'), name: z.string() }),
]);
export type MatchReason = z.infer<typeof MatchReason>;

export const MAX_MATCH_REASONS = 3;
