import { CO_PUBLICATION_YEARS } from '@app/contracts/networking/http';

/**
 * Examiner conflicts of interest, after the Australian thesis-examination rules: an examiner must
 * not have co-published with the candidate in the last five years, nor ever supervised them.
 *
 * Publications carry a year only. "The last five years" therefore includes the whole of the year
 * five years back (in 2025: 2020 to 2025), and a shared publication of unknown year counts as
 * recent: a rule about independence should err on the side of caution. An accepted supervision
 * request in either direction counts (the candidate may be the senior of the two).
 */

export function isRecentCoPublication(year: number | null, currentYear: number): boolean {
  return year === null || year >= currentYear - CO_PUBLICATION_YEARS;
}

export type ExaminerConflict =
  { kind: 'co_publication'; doi: string } | { kind: 'supervision'; examinerSupervisedCandidate: boolean };

/**
 * A DOI the candidate shares with another researcher, with the year each side records: both list
 * it, or one lists it and OpenAlex names the other among its authors (conflicts-store.ts).
 */
export interface SharedPublication {
  otherUserId: string;
  doi: string;
  myYear: number | null;
  theirYear: number | null;
}

/** An accepted supervision request involving the candidate. */
export interface Supervision {
  fromUserId: string;
  toUserId: string;
}

/** Everyone the candidate may not ask to examine, keyed by user id, with the reason. */
export function collectConflicts(
  candidateUserId: string,
  shared: readonly SharedPublication[],
  supervisions: readonly Supervision[],
  currentYear: number,
): Map<string, ExaminerConflict> {
  const out = new Map<string, ExaminerConflict>();
  for (const s of supervisions) {
    // The candidate asked the other person to supervise them: the other person supervised them.
    const examinerSupervisedCandidate = s.fromUserId === candidateUserId;
    const other = examinerSupervisedCandidate ? s.toUserId : s.fromUserId;
    out.set(other, { kind: 'supervision', examinerSupervisedCandidate });
  }
  for (const p of shared) {
    if (out.has(p.otherUserId)) continue;
    if (isRecentCoPublication(p.myYear ?? p.theirYear, currentYear)) {
      out.set(p.otherUserId, { kind: 'co_publication', doi: p.doi });
    }
  }
  return out;
}

/** The refusal a candidate reads when asking a conflicted examiner. */
export function conflictMessage(conflict: ExaminerConflict): string {
  const prefix = 'You cannot request this examiner';
  if (conflict.kind === 'co_publication') {
    return `${prefix}: you co-authored a publication (doi ${conflict.doi}) with them in the last five years.`;
  }
  return conflict.examinerSupervisedCandidate
    ? `${prefix}: they supervised you.`
    : `${prefix}: you supervised them.`;
}
