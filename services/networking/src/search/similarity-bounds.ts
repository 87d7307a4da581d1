import { LEVEL_WEIGHT } from '../shared/for-codes';
import { round3 } from './match-score';
import type { TopResults } from './top-results';

/*
 * What the similarity query's pruning rests on (similarity-index.ts, similarTo): the list's order
 * and its lowest score, the buckets candidates are visited in, the margin added to bounds, and the
 * upper bounds on the score of a candidate and of anyone not yet a candidate.
 */

export interface Candidate {
  slot: number;
  nameKey: string;
  profileId: string;
  matchScore: number;
}

/** The list's order: score, then name, then profile id (so that equal names still sort stably). */
export function before(a: Candidate, b: Candidate): boolean {
  if (a.matchScore !== b.matchScore) return a.matchScore > b.matchScore;
  if (a.nameKey !== b.nameKey) return a.nameKey < b.nameKey;
  return a.profileId < b.profileId;
}

/** The lowest score that still makes a full list (-1 while there is room). */
export const threshold = (top: TopResults<Candidate>): number => (top.full ? top.worst!.matchScore : -1);

/** Buckets of the counting sort that orders candidates by their best possible score. */
export const BUCKETS = 256;

/**
 * Added to upper bounds before they are compared with scores: it covers floating-point error in
 * the bounds, and interest similarities being kept as 32-bit floats (Scratch.interest).
 */
export const MARGIN = 1e-6;

/** The weights of FoR levels (for-codes.ts), as constants: read for every candidate. */
const [DIVISION, GROUP, FIELD] = [LEVEL_WEIGHT[2], LEVEL_WEIGHT[4], LEVEL_WEIGHT[6]];

/**
 * A list that similarTo() walks for candidates: the holders of one of the viewer's terms, or (as
 * one list) everyone holding one of the viewer's FoR codes at the field level (6 digits).
 */
export interface Walk {
  postings: Int32Array[];
  size: number;
  /** The term's squared weight (0 for the field holders). */
  weightSq: number;
}

/** The state of one similarTo() call, handed to the steps it takes. */
export interface Query {
  weights: { interest: number; field: number };
  /** The viewer's term ids (of the terms anyone holds), in the viewer's order. */
  ids: number[];
  /** The viewer's squared norm (including terms nobody else holds). */
  normSq: number;
  codes: Int32Array;
  top: TopResults<Candidate>;
  /** The candidates so far: Scratch.touched[0, candidates). */
  candidates: number;
  /** The squared weight of the viewer's terms whose lists are not walked (yet). */
  pendingSq: number;
  /** Working space for sharedSq(). */
  ranks: Int32Array;
}

/**
 * The most a researcher's FoR similarity with me can be. It averages two averages (for-codes.ts):
 * over my codes, each one's best match among theirs, which is LEVEL_WEIGHT[6] for a code of mine
 * they hold, at most LEVEL_WEIGHT[4] for one whose group they share, else at most
 * LEVEL_WEIGHT[2]; and over their codes, which is at most the weight of the deepest level we
 * share.
 */
export function fieldCeiling(myCodes: number, fields: number, groups: number): number {
  // (`fields`: how many of my codes they hold; `groups`: how many share a group with theirs,
  // sharing a field being sharing a group too)
  if (myCodes === 0) return 0;
  const mine = DIVISION + ((FIELD - GROUP) * fields + (GROUP - DIVISION) * groups) / myCodes;
  const theirs = fields > 0 ? FIELD : groups > 0 ? GROUP : DIVISION;
  return (mine + theirs) / 2 + MARGIN;
}

/** The best score of anyone not yet a candidate (the bound explained at similarTo). */
export function bestOutside(q: Query): number {
  const interest = q.pendingSq > 0 ? Math.sqrt(q.pendingSq / q.normSq) : 0;
  return round3(q.weights.interest * interest + q.weights.field * GROUP + MARGIN);
}
