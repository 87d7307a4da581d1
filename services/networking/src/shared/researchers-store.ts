import type { Knex } from 'knex';
import { toSnakeCase } from '@app/service-kit';
import type { PublicationRow, ResearcherRow } from './researchers';

/**
 * Every column of researchers, each named once with what the reads need to know of it: whether the
 * search indexes are built from it (`indexed`: the feed reads only those, the rest of a row is read
 * for the rows shown) and whether it is an array (`array`: selected as JSON on the hot reads).
 * `satisfies` holds the list to ResearcherRow: a column missing or unknown does not compile.
 */
const COLUMNS = {
  profileId: { indexed: true },
  userId: { indexed: true },
  orcidId: {},
  name: { indexed: true },
  email: {},
  emailVisibleToMembers: {},
  position: {},
  institution: { indexed: true },
  department: {},
  profileImageUrl: {},
  researchInterests: { indexed: true, array: true },
  interestTerms: { indexed: true, array: true },
  forCodes: { indexed: true, array: true },
  forPrefixes: { indexed: true, array: true },
  availableForSupervision: { indexed: true },
  availableForExamination: { indexed: true },
  acceptingCollaborations: { indexed: true },
  publicationCount: { indexed: true },
  citationCount: {},
  hIndex: {},
  citationMetrics: {},
  openalexAuthorId: {},
  researchTopics: {},
  topicIds: { indexed: true, array: true },
  topicCounts: { array: true },
  careerStartYear: {},
  recentPublications: {},
  updatedAt: {},
} as const satisfies Record<keyof ResearcherRow, { indexed?: true; array?: true }>;

type Column = keyof typeof COLUMNS;
const RESEARCHER_COLUMNS = Object.keys(COLUMNS) as Column[];

/** A column the search indexes are built from. */
export type IndexedColumn = {
  [K in Column]: (typeof COLUMNS)[K] extends { indexed: true } ? K : never;
}[Column];

/** The columns the search indexes are built from (researcher-feed.ts reads only these). */
export const INDEXED_COLUMNS = RESEARCHER_COLUMNS.filter((c): c is IndexedColumn => 'indexed' in COLUMNS[c]);

/** The array columns of researchers (text[] and integer[]). */
const ARRAY_COLUMNS: ReadonlySet<keyof ResearcherRow> = new Set(
  RESEARCHER_COLUMNS.filter((c) => 'array' in COLUMNS[c]),
);

/**
 * A SELECT list of researchers' columns for the hot reads (the search indexes' first load and the
 * rows every search shows), arrays selected as JSON: pg parses JSON natively, where an array
 * goes through postgres-array in JavaScript, which took half the CPU of reading these rows (bench/README).
 */
export function researcherSelectList(columns: readonly (keyof ResearcherRow)[]): string {
  return columns
    .map((column) => {
      const name = toSnakeCase(column);
      return ARRAY_COLUMNS.has(column) ? `to_json(${name}) AS ${name}` : name;
    })
    .join(', ');
}

/** jsonb values must be sent as JSON text; arrays of text go as PostgreSQL arrays. */
export function researcherDbRow(r: ResearcherRow): Record<string, unknown> {
  return {
    ...r,
    recentPublications: JSON.stringify(r.recentPublications),
    citationMetrics: r.citationMetrics ? JSON.stringify(r.citationMetrics) : null,
    researchTopics: r.researchTopics ? JSON.stringify(r.researchTopics) : null,
  };
}

export const researchersStore = {
  byProfileId(db: Knex, profileId: string): Promise<ResearcherRow | undefined> {
    return db('researchers').select(RESEARCHER_COLUMNS).where({ profileId }).first();
  },
  byUserId(db: Knex, userId: string): Promise<ResearcherRow | undefined> {
    return db('researchers').select(RESEARCHER_COLUMNS).where({ userId }).first();
  },
  /** A researcher by either of their ids (the client sends either kind). */
  byAnyId(db: Knex, id: string): Promise<ResearcherRow | undefined> {
    return db('researchers')
      .select(RESEARCHER_COLUMNS)
      .where({ profileId: id })
      .orWhere({ userId: id })
      .first();
  },
  byUserIds(db: Knex, userIds: readonly string[]): Promise<ResearcherRow[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return db('researchers').select(RESEARCHER_COLUMNS).whereIn('userId', userIds);
  },
  byProfileIds<K extends keyof ResearcherRow>(
    db: Knex,
    profileIds: readonly string[],
    columns: readonly K[],
  ): Promise<Array<Pick<ResearcherRow, K>>> {
    if (profileIds.length === 0) return Promise.resolve([]);
    return db('researchers').select(columns).whereIn('profileId', profileIds);
  },

  /**
   * Stores a researcher and their DOIs. The caller has checked that the snapshot is newer than what
   * is held. Another profile held for the same user (the ORCID iD was re-linked) is replaced.
   */
  async save(trx: Knex.Transaction, row: ResearcherRow, publications: PublicationRow[]): Promise<void> {
    const replaced: Array<{ profileId: string }> = await trx('researchers')
      .select('profileId')
      .where({ userId: row.userId })
      .whereNot({ profileId: row.profileId });
    for (const old of replaced) await researchersStore.remove(trx, old.profileId, row.updatedAt);
    await trx('researchers').insert(researcherDbRow(row)).onConflict('profileId').merge();
    await trx('researcherPublications').where({ profileId: row.profileId }).delete();
    for (let i = 0; i < publications.length; i += 1000) {
      await trx('researcherPublications').insert(publications.slice(i, i + 1000));
    }
  },

  /**
   * Removes a researcher and leaves a tombstone: a deleted profile id is never used again (linking
   * an ORCID iD anew creates a new profile), so a late snapshot of it must not bring it back.
   */
  async remove(trx: Knex.Transaction, profileId: string, deletedAt: string): Promise<boolean> {
    const removed = await trx('researchers').where({ profileId }).delete();
    await trx('deletedProfiles').insert({ profileId, deletedAt }).onConflict('profileId').ignore();
    return removed > 0;
  },

  async isDeleted(db: Knex, profileId: string): Promise<boolean> {
    return Boolean(await db('deletedProfiles').where({ profileId }).first());
  },

  async updatedAt(db: Knex, profileId: string): Promise<string | undefined> {
    const row = await db('researchers').select('updatedAt').where({ profileId }).first();
    return row?.updatedAt;
  },
};
