import { describe, expect, it } from 'vitest';
import type { ExaminerConflict } from '../src/shared/conflicts';
import { ExaminerConflictsCache } from '../src/search/conflicts-cache';

const conflicts = new Map<string, ExaminerConflict>([
  ['examiner-1', { kind: 'supervision', examinerSupervisedCandidate: true }],
]);
const at = { researchers: 3, connectionWrites: 7 };

describe('ExaminerConflictsCache', () => {
  it('gives a list back only for the generation and connection writes it was read at', () => {
    const cache = new ExaminerConflictsCache(10, 60_000);
    cache.set('candidate', at, conflicts);
    expect(cache.get('candidate', at)).toBe(conflicts);
    expect(cache.get('someone-else', at)).toBeUndefined();
    expect(cache.get('candidate', { ...at, connectionWrites: 8 })).toBeUndefined();
    // Once found out of date it is gone, even for the old readings.
    expect(cache.get('candidate', at)).toBeUndefined();
    cache.set('candidate', at, conflicts);
    expect(cache.get('candidate', { ...at, researchers: 4 })).toBeUndefined();
  });

  it('forgets a list after its time to live (what other replicas wrote shows up then)', async () => {
    const cache = new ExaminerConflictsCache(10, 30);
    cache.set('candidate', at, conflicts);
    expect(cache.get('candidate', at)).toBe(conflicts);
    await new Promise((r) => setTimeout(r, 80));
    expect(cache.get('candidate', at)).toBeUndefined();
  });

  it('holds nothing when turned off', () => {
    for (const cache of [new ExaminerConflictsCache(0, 60_000), new ExaminerConflictsCache(10, 0)]) {
      cache.set('candidate', at, conflicts);
      expect(cache.get('candidate', at)).toBeUndefined();
    }
  });
});
