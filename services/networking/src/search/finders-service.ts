import type { Knex } from 'knex';
import type { UserContext } from '@app/contracts';
import {
  ANONYMOUS_FINDER_LIMIT,
  type ExaminerResult,
  type FinderQuery,
  type SupervisorResult,
} from '@app/contracts/networking/http';
import type { FinderMatch, FinderRole, FinderSearch } from './finder-index';
import { distinctCodes, matchesNobody, searchWords, withoutExcluded } from './finder-search';
import { shownEmail, yearsOfExperience } from '../shared/people';
import type { ExaminerConflictsCache } from './conflicts-cache';
import { examinerConflictsOf } from '../shared/examiner-conflicts';
import type { FinderCache } from './finder-cache';
import type { FinderWords } from './finder-words';
import type { ResearcherFeed } from './researcher-feed';
import type { SearchVersion } from './search-version';
import type { ShownRows } from './shown-rows';

/** One page of a finder's results, and how many the viewer could page through in all. */
export interface Paged<T> {
  results: T[];
  total: number;
}
type IndexSearch = Omit<FinderSearch, 'limit' | 'excludeUserIds'>;
interface FinderPage {
  matches: FinderMatch[];
  total: number;
  /** The search as the index reads it (its words looked up once, when first needed). */
  search: () => Promise<IndexSearch>;
}

/** The columns of the rows shown by each finder (read for the page only, in one query). */
const LISTED_COLUMNS = [
  'profileId',
  'userId',
  'name',
  'institution',
  'email',
  'emailVisibleToMembers',
  'profileImageUrl',
  'researchInterests',
  'forCodes',
] as const;
const SUPERVISOR_COLUMNS = [...LISTED_COLUMNS, 'department'] as const;
const EXAMINER_COLUMNS = [
  ...LISTED_COLUMNS,
  'position',
  'careerStartYear',
  'recentPublications',
  'availableForExamination',
  'citationMetrics',
] as const;

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
    private readonly version: SearchVersion,
    private readonly conflicts: ExaminerConflictsCache,
    private readonly shownRows: ShownRows,
  ) {}

  /**
   * Call after feed.refresh(). The ranked matches of a search are the same for everyone, so they
   * are cached (finder-cache.ts) with their total; who this viewer may not see is left out
   * afterwards. Only when that leaves too few does the index search again, leaving those people
   * out. Returns the page asked for (offset, limit) and how many this viewer could page through.
   */
  private async search(role: FinderRole, query: FinderQuery, excludeUserIds: string[]): Promise<FinderPage> {
    const words = searchWords(query.search);
    const codes = distinctCodes(query.forCodes);
    const excluded = new Set(excludeUserIds);
    const key = JSON.stringify([role, words, codes]);
    const wanted = query.offset + query.limit;
    let found: IndexSearch | undefined;
    const search = async () => (found ??= { role, words: await this.words.of(words), codes });

    let held = this.cache.get(key, this.version.now().researchers);
    if (!held) {
      const s = await search();
      // (Reading the words may have let a refresh in: the cache entry is for the index searched.)
      const generation = this.version.now().researchers;
      const kept = Math.min(KEEP_AT_MOST, Math.max(KEEP_AT_LEAST, wanted + excluded.size));
      const rows = this.feed.finders.search({ ...s, limit: kept });
      held = { rows, complete: rows.length < kept, total: this.feed.finders.count(s) };
      this.cache.set(key, generation, held);
    }
    const total =
      excluded.size === 0 ? held.total : held.total - this.feed.finders.countAmong(await search(), excluded);
    const rows =
      withoutExcluded(held, excluded, wanted) ??
      this.feed.finders.search({ ...(await search()), limit: wanted, excludeUserIds: excluded });
    return { matches: rows.slice(query.offset), total, search };
  }

  /** Supervisors may include co-authors (that is normal), never the person searching. */
  async supervisors(query: FinderQuery, viewer: UserContext | null): Promise<Paged<SupervisorResult>> {
    if (matchesNobody(query.search)) return { results: [], total: 0 };
    await this.feed.refresh();
    const { matches, total } = await this.search(
      'supervisors',
      forViewer(query, viewer),
      viewer ? [viewer.userId] : [],
    );
    const shown = await this.shownRows.of(matches, SUPERVISOR_COLUMNS);
    const results = shown.map(({ ranked: { matchScore }, row: r }) => ({
      id: r.profileId,
      userId: r.userId,
      name: r.name,
      institution: r.institution,
      department: r.department,
      email: viewer ? shownEmail(r) : null,
      profileImageUrl: r.profileImageUrl,
      matchScore,
      researchInterests: r.researchInterests,
      classificationCodes: r.forCodes,
    }));
    return { results, total };
  }

  /**
   * For a signed-in candidate, examiners with a conflict of interest are left out; how many
   * matching examiners that hid is returned (never who).
   */
  async examiners(
    query: FinderQuery,
    viewer: UserContext | null,
    now = new Date(),
  ): Promise<Paged<ExaminerResult> & { conflictsHidden: number }> {
    if (matchesNobody(query.search)) return { results: [], total: 0, conflictsHidden: 0 };
    await this.feed.refresh();
    const conflicted = viewer ? [...(await this.conflictsOf(viewer.userId, now)).keys()] : [];
    const { matches, total, search } = await this.search(
      'examiners',
      forViewer(query, viewer),
      viewer ? [viewer.userId, ...conflicted] : [],
    );
    const conflictsHidden =
      conflicted.length === 0 ? 0 : this.feed.finders.countAmong(await search(), conflicted);
    const shown = await this.shownRows.of(matches, EXAMINER_COLUMNS);
    const results = shown.map(({ ranked: { matchScore }, row: r }) => ({
      id: r.profileId,
      userId: r.userId,
      name: r.name,
      institution: r.institution,
      position: r.position,
      email: viewer ? shownEmail(r) : null,
      profileImageUrl: r.profileImageUrl,
      matchScore,
      researchInterests: r.researchInterests,
      classificationCodes: r.forCodes,
      yearsExperience: yearsOfExperience(r.careerStartYear, now.getUTCFullYear()),
      recentPublications: r.recentPublications,
      availableForExamination: r.availableForExamination,
      citationMetrics: r.citationMetrics,
    }));
    return { results, total, conflictsHidden };
  }

  /** The candidate's conflicts, from conflicts-cache.ts while they hold (after feed.refresh()). */
  private async conflictsOf(candidateUserId: string, now: Date) {
    const readAt = this.version.now();
    const held = this.conflicts.get(candidateUserId, readAt);
    if (held) return held;
    const conflicts = await examinerConflictsOf(this.db, candidateUserId, now);
    this.conflicts.set(candidateUserId, readAt, conflicts);
    return conflicts;
  }
}

/**
 * Members' email addresses are for signed-in members (the Help page says so), so the finders give
 * visitors none, and only the first ANONYMOUS_FINDER_LIMIT results of a search (paging stops
 * there), which makes harvesting the directory impractical while the public finder stays useful.
 */
function forViewer(query: FinderQuery, viewer: UserContext | null): FinderQuery {
  if (viewer) return query;
  const offset = Math.min(query.offset, ANONYMOUS_FINDER_LIMIT);
  return { ...query, offset, limit: Math.max(0, Math.min(query.limit, ANONYMOUS_FINDER_LIMIT - offset)) };
}
