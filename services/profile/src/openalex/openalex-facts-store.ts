import type { Knex } from 'knex';
import type { WorkFacts } from './citation-metrics';

/** What OpenAlex says of a profile's publications (the publications themselves come from ORCID). */
export const openAlexFactsStore = {
  /**
   * Sets each publication's citations, OpenAlex authors and topics from OpenAlex's answers by DOI
   * (null: OpenAlex does not hold the work).
   */
  async setOpenAlexFacts(
    trx: Knex.Transaction,
    profileId: string,
    citations: ReadonlyMap<string, number | null>,
    works: ReadonlyMap<string, WorkFacts | null>,
  ): Promise<void> {
    const rows: Array<{ id: string; doi: string | null }> = await trx('publications')
      .select('id', 'doi')
      .where({ profileId });
    for (const row of rows) {
      const doi = row.doi?.toLowerCase();
      const work = doi ? (works.get(doi) ?? null) : null;
      await trx('publications')
        .where({ id: row.id })
        .update({
          citations: doi ? (citations.get(doi) ?? null) : null,
          openalexAuthorIds: work?.authorIds ?? null,
          topics: work ? JSON.stringify(work.topics) : null,
        });
    }
  },
};
