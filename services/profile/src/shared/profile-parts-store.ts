import type { Knex } from 'knex';
import {
  MAX_INTERESTS_PER_PROFILE,
  type ClassificationCodes,
  type ResearchInterest,
} from '@app/contracts/profile/http';
import type { AffiliationRow, AwardRow, EducationRow, PublicationRow } from './profile';

export type OtherScheme = 'rfcd' | 'seo' | 'anzsic';

/** How many of a profile's ORCID records there are, each kind counted whole. */
export interface RecordCounts {
  publications: number;
  affiliations: number;
  education: number;
  awards: number;
}

/** At most `limit` rows when one is given (pages read a bounded part; snapshots read all). */
const upTo = (q: Knex.QueryBuilder, limit: number | undefined) => (limit === undefined ? q : q.limit(limit));

/**
 * The parts of a profile as its pages and its snapshot read them: the research data (interests,
 * classification codes) and what was imported from ORCID. Each capability writes its own parts.
 */
export const profilePartsStore = {
  researchInterests(db: Knex, profileId: string): Promise<ResearchInterest[]> {
    return db('profileResearchInterests as p')
      .join('researchInterests as r', 'r.id', 'p.interestId')
      .where('p.profileId', profileId)
      .orderBy('p.position')
      .limit(MAX_INTERESTS_PER_PROFILE)
      .select('r.id', 'r.name');
  },
  async classificationCodes(db: Knex, profileId: string): Promise<ClassificationCodes> {
    const forCodes = await db('profileForCodes as p')
      .join('forCodes as f', 'f.code', 'p.code')
      .where('p.profileId', profileId)
      .orderBy('p.position')
      .select('f.id', 'f.code', 'f.title');
    const others: Array<{ scheme: OtherScheme; code: string }> = await db('profileOtherCodes')
      .where({ profileId })
      .orderBy('position')
      .select('scheme', 'code');
    const of = (scheme: OtherScheme) => others.filter((o) => o.scheme === scheme).map((o) => o.code);
    return { forCodes, rfcdCodes: of('rfcd'), seoCodes: of('seo'), anzsicCodes: of('anzsic') };
  },

  /** Newest first; works without a year last, otherwise in ORCID's order. */
  publications(db: Knex, profileId: string): Promise<PublicationRow[]> {
    return db('publications').where({ profileId }).orderByRaw('year DESC NULLS LAST').orderBy('position');
  },
  /** A page of the publications in the same order (ORCID's positions are 0 to n - 1 per profile: pages never overlap). */
  publicationsPage(
    db: Knex,
    profileId: string,
    page: { limit: number; offset: number },
  ): Promise<PublicationRow[]> {
    return db('publications')
      .where({ profileId })
      .orderByRaw('year DESC NULLS LAST')
      .orderBy('position')
      .limit(page.limit)
      .offset(page.offset);
  },
  /** Current ones first, then by start date, latest first. */
  affiliations(db: Knex, profileId: string, limit?: number): Promise<AffiliationRow[]> {
    return upTo(
      db('affiliations')
        .where({ profileId })
        .orderBy('isCurrent', 'desc')
        .orderByRaw('start_date DESC NULLS LAST')
        .orderBy('position'),
      limit,
    );
  },
  education(db: Knex, profileId: string, limit?: number): Promise<EducationRow[]> {
    return upTo(
      db('education').where({ profileId }).orderByRaw('start_date DESC NULLS LAST').orderBy('position'),
      limit,
    );
  },
  awards(db: Knex, profileId: string, limit?: number): Promise<AwardRow[]> {
    return upTo(
      db('awards').where({ profileId }).orderByRaw('year DESC NULLS LAST').orderBy('position'),
      limit,
    );
  },
  /** Each kind of record counted, in one round trip. */
  async counts(db: Knex, profileId: string): Promise<RecordCounts> {
    const count = (table: string) => db(table).where({ profileId }).count('*');
    const row = await db
      .select({
        publications: count('publications'),
        affiliations: count('affiliations'),
        education: count('education'),
        awards: count('awards'),
      })
      .first();
    return {
      publications: Number(row.publications),
      affiliations: Number(row.affiliations),
      education: Number(row.education),
      awards: Number(row.awards),
    };
  },
};
