import { LRUCache } from 'lru-cache';
import type { ExaminerConflict } from '../shared/conflicts';

import type { VersionStamp } from './search-version';

interface Entry extends VersionStamp {
  conflicts: ReadonlyMap<string, ExaminerConflict>;
}

/**
 * Each candidate's examiner conflicts, for the examiner finder: a candidate searching for examiners
 * sends one search after another, and their conflicts rarely change. A list is used again only
 * while the SearchVersion is where it was when the list was read (the researcher read model
 * unchanged, no connection written through this process since); `ttlMs` bounds how long a supervision accepted through
 * another replica can go unseen in the finder's list. Sending an examiner request always checks
 * afresh (phd-requests-service.ts), so nobody can ask a conflicted examiner in that time either.
 */
export class ExaminerConflictsCache {
  private readonly lists: LRUCache<string, Entry> | null;

  constructor(maxCandidates: number, ttlMs: number) {
    this.lists = maxCandidates > 0 && ttlMs > 0 ? new LRUCache({ max: maxCandidates, ttl: ttlMs }) : null;
  }

  get(candidateUserId: string, now: VersionStamp): ReadonlyMap<string, ExaminerConflict> | undefined {
    const held = this.lists?.get(candidateUserId);
    if (!held) return undefined;
    if (held.researchers !== now.researchers || held.connectionWrites !== now.connectionWrites) {
      this.lists!.delete(candidateUserId);
      return undefined;
    }
    return held.conflicts;
  }

  /** Keeps a list; `readAt` must be taken before the read began. */
  set(candidateUserId: string, readAt: VersionStamp, conflicts: ReadonlyMap<string, ExaminerConflict>): void {
    this.lists?.set(candidateUserId, { ...readAt, conflicts });
  }
}
