import type { Knex } from 'knex';
import type { UserContext } from '@app/contracts';
import type { ExaminerResult, FinderQuery, SupervisorResult } from '@app/contracts/networking/http';
import { distinctCodes, searchWords } from '../domain/finder-search';
import { yearsOfExperience } from '../domain/people';
import { searchResearchers, type FinderRow, type FinderRole } from '../store/finders';
import { examinerConflictsOf } from './conflicts-service';

/** The public supervisor and examiner finders. */
export class FindersService {
  constructor(private readonly db: Knex) {}

  private async search(role: FinderRole, query: FinderQuery, excludeUserIds: string[]): Promise<FinderRow[]> {
    return searchResearchers(this.db, {
      role,
      words: searchWords(query.search),
      codes: distinctCodes(query.forCodes),
      limit: query.limit,
      excludeUserIds,
    });
  }

  /** Supervisors may include co-authors (that is normal), never the person searching. */
  async supervisors(query: FinderQuery, viewer: UserContext | null): Promise<SupervisorResult[]> {
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
    const excluded = viewer
      ? [viewer.userId, ...(await examinerConflictsOf(this.db, viewer.userId, now)).keys()]
      : [];
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
}
