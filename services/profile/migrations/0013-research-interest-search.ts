import type { Migration } from '@app/service-kit';

/**
 * The interest picker searches part of a name, in any case, as the person types (issue 45). At
 * national size the list holds some 60,000 names, which a scan reads in full for every pause in
 * typing (p95 0.6-0.8 s in bench/national); a trigram index on the lowered name answers the same
 * `lower(name) LIKE '%…%'` from the index.
 */
export const researchInterestSearchMigration: Migration = {
  name: '0013_research_interest_search',
  async up(knex) {
    await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    await knex.raw(
      'CREATE INDEX research_interests_name_trgm_idx ON research_interests USING gin (lower(name) public.gin_trgm_ops)',
    );
  },
};
