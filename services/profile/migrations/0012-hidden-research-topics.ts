import type { Migration } from '@app/service-kit';

/**
 * The OpenAlex topics a researcher hid (OpenAlex's short ids, e.g. "T10883"): they are not matched
 * on, nor shown to others. The scheduled refresh rewrites `research_topics` and leaves this alone, so
 * a hidden topic stays hidden when OpenAlex lists it again.
 */
export const hiddenResearchTopicsMigration: Migration = {
  name: '0012_hidden_research_topics',
  async up(knex) {
    await knex.schema.alterTable('orcid_profiles', (t) => {
      t.specificType('hiddenTopicIds', 'text[]').notNullable().defaultTo('{}');
    });
  },
};
