/**
 * ANZSRC Fields of Research codes form a hierarchy by prefix: division "39" (Education) holds group
 * "3901" (Curriculum and pedagogy), which holds field "390101". A researcher chooses codes at any
 * level.
 */

export const FOR_CODE_PATTERN = /^\d{2}(?:\d{2}){0,2}$/;
export type ForLevel = 0 | 2 | 4 | 6;

/**
 * Every 2-, 4- and 6-digit prefix of the given codes. Stored per researcher, so that a search for
 * a division or group finds everyone tagged with one of its descendants by plain array overlap.
 */
export function forPrefixes(codes: readonly string[]): string[] {
  const out = new Set<string>();
  for (const code of codes) {
    if (!FOR_CODE_PATTERN.test(code)) continue;
    for (let len = 2; len <= code.length; len += 2) out.add(code.slice(0, len));
  }
  return [...out].sort();
}

/**
 * A code as one integer: its digits padded to six, times 8, plus its length ("3901" -> 390100*8+4).
 * Discovery compares codes millions of times; integers make that cheap.
 */
export type EncodedForCode = number;

function encodeForCode(code: string): EncodedForCode {
  return Number.parseInt(code.padEnd(6, '0'), 10) * 8 + code.length;
}

export function encodeForCodes(codes: readonly string[]): Int32Array {
  return Int32Array.from(
    codes.filter((c) => FOR_CODE_PATTERN.test(c)),
    encodeForCode,
  );
}

/** The codes encodeForCodes() encoded (those of the FoR pattern), in their order. */
export function decodeForCodes(encoded: ArrayLike<EncodedForCode>): string[] {
  return Array.from(encoded, (e) =>
    String(e >> 3)
      .padStart(6, '0')
      .slice(0, e & 7),
  );
}

/** The deepest level at which two codes agree: 6 (same field), 4 (same group), 2 (same division) or 0. */
function sharedLevelEncoded(a: EncodedForCode, b: EncodedForCode): ForLevel {
  const depth = Math.min(a & 7, b & 7);
  const va = a >> 3;
  const vb = b >> 3;
  if (depth >= 6 && va === vb) return 6;
  if (depth >= 4 && ((va / 100) | 0) === ((vb / 100) | 0)) return 4;
  if (((va / 10000) | 0) === ((vb / 10000) | 0)) return 2;
  return 0;
}

export const sharedLevel = (a: string, b: string): ForLevel =>
  sharedLevelEncoded(encodeForCode(a), encodeForCode(b));

/** How much agreement at each level is worth: the same field beats the same group beats the same division. */
export const LEVEL_WEIGHT: Record<ForLevel, number> = { 6: 1, 4: 0.6, 2: 0.3, 0: 0 };
const WEIGHT_AT = [0, 0, LEVEL_WEIGHT[2], 0, LEVEL_WEIGHT[4], 0, LEVEL_WEIGHT[6]];

function bestMatchAverage(from: Int32Array, to: Int32Array): number {
  let sum = 0;
  for (let i = 0; i < from.length; i++) {
    let best = 0;
    for (let j = 0; j < to.length; j++) {
      const w = WEIGHT_AT[sharedLevelEncoded(from[i]!, to[j]!)]!;
      if (w > best) best = w;
    }
    sum += best;
  }
  return sum / from.length;
}

/**
 * FoR similarity in 0..1, honouring the hierarchy: each code of either person is matched with the
 * other person's closest code (1 for the same field, 0.6 for the same group, 0.3 for the same
 * division), and the two directions' averages are averaged ("best-match average"), so the measure
 * is symmetric and a long list of codes is not rewarded for one lucky hit.
 */
export function forCodeSimilarityEncoded(mine: Int32Array, theirs: Int32Array): number {
  if (mine.length === 0 || theirs.length === 0) return 0;
  return (bestMatchAverage(mine, theirs) + bestMatchAverage(theirs, mine)) / 2;
}

export const forCodeSimilarity = (mine: readonly string[], theirs: readonly string[]): number =>
  forCodeSimilarityEncoded(encodeForCodes(mine), encodeForCodes(theirs));
