import type { Migration } from '@app/service-kit';

/**
 * Citation figures from OpenAlex, and the scheduled refresh that keeps them and the ORCID record
 * fresh. The publications' 0 citations were never real (ORCID has no citation data): they become
 * null, "no citation data", until OpenAlex is asked.
 */
export const citationMetricsMigration: Migration = {
  name: '0008_citation_metrics',
  async up(knex) {
    await knex.raw('ALTER TABLE publications ALTER COLUMN citations DROP NOT NULL');
    await knex.raw('ALTER TABLE publications ALTER COLUMN citations DROP DEFAULT');
    await knex('publications').update({ citations: null });
    await knex.schema.alterTable('orcid_profiles', (t) => {
      // The profile's figures (null: no citation data) and where and when they came from.
      t.integer('citationCount');
      t.integer('hIndex');
      t.integer('i10Index');
      t.text('metricsSource');
      t.timestamp('metricsFetchedAt', { useTz: true });
      // ORCID's last-modified-date of the record imported last: an unchanged record is skipped.
      t.text('orcidLastModified');
      // When the next scheduled refresh is due; failures push it out with back-off, never drop it.
      t.timestamp('refreshDueAt', { useTz: true });
      t.integer('refreshAttempts').notNullable().defaultTo(0);
      t.text('refreshError');
    });
    // Profiles linked before this change: their first refresh is spread over the coming day.
    await knex.raw(
      "UPDATE orcid_profiles SET refresh_due_at = now() + random() * interval '1 day' WHERE orcid_id IS NOT NULL",
    );
    await knex.raw(
      'CREATE INDEX orcid_profiles_refresh_due_idx ON orcid_profiles (refresh_due_at) WHERE refresh_due_at IS NOT NULL',
    );
  },
};
