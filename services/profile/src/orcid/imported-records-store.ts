import type { Knex } from 'knex';
import type { ImportedRecord } from './orcid-mapping';
import type { PublicationRow } from '../shared/profile';

const CHUNK = 500;

async function insertAll(trx: Knex.Transaction, table: string, rows: object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await trx(table).insert(rows.slice(i, i + CHUNK));
}

const withPosition = <T extends object>(profileId: string, rows: T[]) =>
  rows.map((row, position) => ({ ...row, profileId, position }));

/**
 * Publications, affiliations, education and awards: what ORCID owns and every sync replaces (read
 * through `profilePartsStore`).
 */
export const importedRecordsStore = {
  async replace(trx: Knex.Transaction, profileId: string, imported: ImportedRecord | null): Promise<void> {
    // Citations, authors and topics come from OpenAlex, not ORCID: a work keeps them across a
    // re-import (by DOI).
    const known = await importedRecordsStore.openAlexByDoi(trx, profileId);
    for (const table of ['publications', 'affiliations', 'education', 'awards']) {
      await trx(table).where({ profileId }).delete();
    }
    if (!imported) return;
    const publications = imported.publications.map((p) => {
      const held = p.doi ? known.get(p.doi.toLowerCase()) : undefined;
      return {
        ...p,
        citations: held?.citations ?? p.citations,
        openalexAuthorIds: held?.openalexAuthorIds ?? null,
        topics: held?.topics ? JSON.stringify(held.topics) : null,
      };
    });
    await insertAll(trx, 'publications', withPosition(profileId, publications));
    await insertAll(trx, 'affiliations', withPosition(profileId, imported.affiliations));
    await insertAll(trx, 'education', withPosition(profileId, imported.education));
    await insertAll(trx, 'awards', withPosition(profileId, imported.awards));
  },

  /** What OpenAlex told of each DOI held now. */
  async openAlexByDoi(
    db: Knex,
    profileId: string,
  ): Promise<Map<string, Pick<PublicationRow, 'citations' | 'openalexAuthorIds' | 'topics'>>> {
    const rows: Array<Pick<PublicationRow, 'doi' | 'citations' | 'openalexAuthorIds' | 'topics'>> = await db(
      'publications',
    )
      .select('doi', 'citations', 'openalexAuthorIds', 'topics')
      .where({ profileId })
      .whereNotNull('doi');
    return new Map(rows.map(({ doi, ...held }) => [doi!.toLowerCase(), held]));
  },
};
