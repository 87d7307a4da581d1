import type { Migration } from '@app/service-kit';

/** Researchers' citation figures from OpenAlex, with source and date, as profile snapshots carry them. */
export const citationMetricsMigration: Migration = {
  name: '0007_citation_metrics',
  async up(knex) {
    await knex.schema.alterTable('researchers', (t) => {
      // Null: no citation data (or a snapshot from before the figures).
      t.jsonb('citationMetrics');
    });
  },
};
