import type { Knex } from 'knex';
import type { ImportedRecord } from '../domain/orcid-mapping';
import type { AffiliationRow, AwardRow, EducationRow, PublicationRow } from '../domain/profile';

const CHUNK = 500;

async function insertAll(trx: Knex.Transaction, table: string, rows: object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await trx(table).insert(rows.slice(i, i + CHUNK));
}

const withPosition = <T extends object>(profileId: string, rows: T[]) =>
  rows.map((row, position) => ({ ...row, profileId, position }));

/** Publications, affiliations, education and awards: what ORCID owns and every sync replaces. */
export const importedRecordsStore = {
  async replace(trx: Knex.Transaction, profileId: string, imported: ImportedRecord | null): Promise<void> {
    // Citations come from OpenAlex, not ORCID: a work keeps its count across a re-import (by DOI).
    const known = await importedRecordsStore.citationsByDoi(trx, profileId);
    for (const table of ['publications', 'affiliations', 'education', 'awards']) {
      await trx(table).where({ profileId }).delete();
    }
    if (!imported) return;
    const publications = imported.publications.map((p) => ({
      ...p,
      citations: (p.doi ? known.get(p.doi.toLowerCase()) : undefined) ?? p.citations,
    }));
    await insertAll(trx, 'publications', withPosition(profileId, publications));
    await insertAll(trx, 'affiliations', withPosition(profileId, imported.affiliations));
    await insertAll(trx, 'education', withPosition(profileId, imported.education));
    await insertAll(trx, 'awards', withPosition(profileId, imported.awards));
  },

  /** The citations each DOI has now (works without a count are left out). */
  async citationsByDoi(db: Knex, profileId: string): Promise<Map<string, number>> {
    const rows: Array<{ doi: string; citations: number }> = await db('publications')
      .select('doi', 'citations')
      .where({ profileId })
      .whereNotNull('doi')
      .whereNotNull('citations');
    return new Map(rows.map((r) => [r.doi.toLowerCase(), r.citations]));
  },

  /** Sets each publication's citations from OpenAlex's answer by DOI (null: no citation data). */
  async setCitations(
    trx: Knex.Transaction,
    profileId: string,
    byDoi: ReadonlyMap<string, number | null>,
  ): Promise<void> {
    const rows: Array<{ id: string; doi: string | null }> = await trx('publications')
      .select('id', 'doi')
      .where({ profileId });
    for (const row of rows) {
      const citations = row.doi ? (byDoi.get(row.doi.toLowerCase()) ?? null) : null;
      await trx('publications').where({ id: row.id }).update({ citations });
    }
  },

  /** Newest first; works without a year last, otherwise in ORCID's order. */
  publications(db: Knex, profileId: string): Promise<PublicationRow[]> {
    return db('publications').where({ profileId }).orderByRaw('year DESC NULLS LAST').orderBy('position');
  },
  /** Current ones first, then by start date, latest first. */
  affiliations(db: Knex, profileId: string): Promise<AffiliationRow[]> {
    return db('affiliations')
      .where({ profileId })
      .orderBy('isCurrent', 'desc')
      .orderByRaw('start_date DESC NULLS LAST')
      .orderBy('position');
  },
  education(db: Knex, profileId: string): Promise<EducationRow[]> {
    return db('education').where({ profileId }).orderByRaw('start_date DESC NULLS LAST').orderBy('position');
  },
  awards(db: Knex, profileId: string): Promise<AwardRow[]> {
    return db('awards').where({ profileId }).orderByRaw('year DESC NULLS LAST').orderBy('position');
  },
};
