import type { Knex } from 'knex';
import { collectConflicts, type ExaminerConflict } from './conflicts';
import { conflictFacts } from './conflicts-store';

/** Everyone a candidate may not ask to examine their thesis (user id -> reason). */
export async function examinerConflictsOf(
  db: Knex,
  candidateUserId: string,
  now = new Date(),
): Promise<Map<string, ExaminerConflict>> {
  const { shared, supervisions } = await conflictFacts(db, candidateUserId);
  return collectConflicts(candidateUserId, shared, supervisions, now.getUTCFullYear());
}
