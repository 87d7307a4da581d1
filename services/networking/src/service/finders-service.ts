import type { Knex } from 'knex';
import type { UserContext } from '@app/contracts';
import type { ExaminerResult, FinderQuery, SupervisorResult } from '@app/contracts/networking/http';
import type { FinderRole, FinderRow } from '../domain/finder-index';
import { distinctCodes, searchWords, withoutExcluded } from '../domain/finder-search';
import { yearsOfExperience } from '../domain/people';
import type { ExaminerConflictsCache } from './conflicts-cache';
import { examinerConflictsOf } from './conflicts-service';
import type { ConnectionsService } from './connections-service';
import type { FinderCache } from './finder-cache';
import type { FinderWords } from './finder-words';
import type { ResearcherFeed } from './researcher-feed';

/** How many of the best matches a search keeps at least and at most (most limits are then served from one search). */
const KEEP_AT_LEAST = 20;
const KEEP_AT_MOST = 100;

/** The public supervisor and examiner finders. */
export class FindersService {
  constructor(
    private readonly db: Knex,
    private readonly feed: ResearcherFeed,
    private readonly words: FinderWords,
    private readonly cache: FinderCache,
    private readonly connections: ConnectionsService,
    private readonly conflicts: ExaminerConflictsCache,
  ) {}

  /**
   * Call after feed.refresh(). The ranked matches of a search are the same for everyone, so they
   * are cached (finder-cache.ts); who this viewer may not see is left out afterwards. Only when
   * that leaves too few does the index search again, leaving those people out.
   */
  private async search(role: FinderRole, query: FinderQuery, excludeUserIds: string[]): Promise<FinderRow[]> {
    const words = searchWords(query.search);
    const codes = distinctCodes(query.forCodes);
    const excluded = new Set(excludeUserIds);
    const key = JSON.stringify([role, words, codes]);

    const held = this.cache.get(key, this.feed.generation);
    const fromCache = held && withoutExcluded(held, excluded, query.limit);
    if (fromCache) return fromCache;

    const search = { role, words: await this.words.of(words), codes };
    // (Reading the words may have let a refresh in: the cache entry is for the index searched.)
    const generation = this.feed.generation;
    const kept = Math.min(KEEP_AT_MOST, Math.max(KEEP_AT_LEAST, query.limit + excluded.size));
    const rows = this.feed.finders.search({ ...search, limit: kept });
    const matches = { rows, complete: rows.length < kept };
    this.cache.set(key, generation, matches);
    return (
      withoutExcluded(matches, excluded, query.limit) ??
      this.feed.finders.search({ ...search, limit: query.limit, excludeUserIds: excluded })
    );
  }

  /** Supervisors may include co-authors (that is normal), never the person searching. */
  async supervisors(query: FinderQuery, viewer: UserContext | null): Promise<SupervisorResult[]> {
    await this.feed.refresh();
    const rows = await this.search('supervisors', forViewer(query, viewer), viewer ? [viewer.userId] : []);
    return rows.map((r) => ({
      id: r.profileId,
      userId: r.userId,
      name: r.name,
      institution: r.institution,
      department: r.department,
      email: viewer ? r.email : null,
      profileImageUrl: r.profileImageUrl,
      matchScore: r.matchScore,
      researchInterests: r.researchInterests,
      classificationCodes: r.forCodes,
    }));
  }

  /** For a signed-in candidate, examiners with a conflict of interest are left out. */
  async examiners(
    query: FinderQuery,
    viewer: UserContext | null,
    now = new Date(),
  ): Promise<ExaminerResult[]> {
    await this.feed.refresh();
    const excluded = viewer ? [viewer.userId, ...(await this.conflictsOf(viewer.userId, now)).keys()] : [];
    const rows = await this.search('examiners', forViewer(query, viewer), excluded);
    return rows.map((r) => ({
      id: r.profileId,
      userId: r.userId,
      name: r.name,
      institution: r.institution,
      position: r.position,
      email: viewer ? r.email : null,
      profileImageUrl: r.profileImageUrl,
      matchScore: r.matchScore,
      researchInterests: r.researchInterests,
      classificationCodes: r.forCodes,
      yearsExperience: yearsOfExperience(r.careerStartYear, now.getUTCFullYear()),
      recentPublications: r.recentPublications,
      availableForExamination: r.availableForExamination,
    }));
  }

  /** The candidate's conflicts, from conflicts-cache.ts while they hold (after feed.refresh()). */
  private async conflictsOf(candidateUserId: string, now: Date) {
    const readAt = { researchers: this.feed.generation, connectionWrites: this.connections.writesEndedCount };
    const held = this.conflicts.get(candidateUserId, readAt);
    if (held) return held;
    const conflicts = await examinerConflictsOf(this.db, candidateUserId, now);
    this.conflicts.set(candidateUserId, readAt, conflicts);
    return conflicts;
  }
}

/** How many results a signed-out visitor gets per search: enough to find a supervisor, not to harvest. */
export const ANONYMOUS_FINDER_LIMIT = 10;

/**
 * Members' email addresses are for signed-in members (the Help page says so), so the finders give
 * visitors none, and at most ANONYMOUS_FINDER_LIMIT results a search, which makes harvesting the
 * directory impractical while the public finder stays useful.
 */
function forViewer(query: FinderQuery, viewer: UserContext | null): FinderQuery {
  return viewer ? query : { ...query, limit: Math.min(query.limit, ANONYMOUS_FINDER_LIMIT) };
}
