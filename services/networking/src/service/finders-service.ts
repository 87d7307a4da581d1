import type { Knex } from 'knex';
import type { UserContext } from '@app/contracts';
import type { ExaminerResult, FinderQuery, SupervisorResult } from '@app/contracts/networking/http';
import { distinctCodes, RANKING_WINDOW, searchWords, withoutExcluded } from '../domain/finder-search';
import { yearsOfExperience } from '../domain/people';
import { searchResearchers, type FinderRow, type FinderRole } from '../store/finders';
import type { ExaminerConflictsCache } from './conflicts-cache';
import { examinerConflictsOf } from './conflicts-service';
import type { ConnectionsService } from './connections-service';
import type { FinderCache } from './finder-cache';
import type { SimilarityFeed } from './similarity-feed';

/** How many of the best matches a search reads at least (so that most limits are served from one read). */
const READ_AT_LEAST = 20;

/** The public supervisor and examiner finders. */
export class FindersService {
  constructor(
    private readonly db: Knex,
    private readonly feed: SimilarityFeed,
    private readonly cache: FinderCache,
    private readonly connections: ConnectionsService,
    private readonly conflicts: ExaminerConflictsCache,
  ) {}

  /**
   * Call after feed.refresh(). The ranked matches of a search are the same for everyone, so they
   * are cached (finder-cache.ts); who this viewer may not see is left out afterwards. Only when
   * that leaves too few does the search run again, leaving those people out in the database.
   */
  private async search(role: FinderRole, query: FinderQuery, excludeUserIds: string[]): Promise<FinderRow[]> {
    const words = searchWords(query.search);
    const codes = distinctCodes(query.forCodes);
    const excluded = new Set(excludeUserIds);
    const generation = this.feed.generation;
    const key = JSON.stringify([role, words, codes]);

    const held = this.cache.get(key, generation);
    const fromCache = held && withoutExcluded(held, excluded, query.limit);
    if (fromCache) return fromCache;

    const wanted = Math.min(RANKING_WINDOW, Math.max(READ_AT_LEAST, query.limit + excluded.size));
    const rows = await searchResearchers(this.db, { role, words, codes, limit: wanted, excludeUserIds: [] });
    const matches = { rows, complete: rows.length < wanted };
    this.cache.set(key, generation, matches);
    return (
      withoutExcluded(matches, excluded, query.limit) ??
      searchResearchers(this.db, { role, words, codes, limit: query.limit, excludeUserIds })
    );
  }

  /** Supervisors may include co-authors (that is normal), never the person searching. */
  async supervisors(query: FinderQuery, viewer: UserContext | null): Promise<SupervisorResult[]> {
    await this.feed.refresh();
    const rows = await this.search('supervisors', query, viewer ? [viewer.userId] : []);
    return rows.map((r) => ({
      id: r.profileId,
      userId: r.userId,
      name: r.name,
      institution: r.institution,
      department: r.department,
      email: r.email,
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
    const rows = await this.search('examiners', query, excluded);
    return rows.map((r) => ({
      id: r.profileId,
      userId: r.userId,
      name: r.name,
      institution: r.institution,
      position: r.position,
      email: r.email,
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
