import type { Migration } from '@app/service-kit';

/**
 * What researchers publish on, from OpenAlex: the author (kept to match co-authors by their
 * OpenAlex id) and their topics, and each publication's topics and OpenAlex authors.
 */
export const researchTopicsMigration: Migration = {
  name: '0011_research_topics',
  async up(knex) {
    await knex.schema.alterTable('orcid_profiles', (t) => {
      // Null: OpenAlex has no author for the iD (or has not been asked): no topics.
      t.text('openalexAuthorId');
      t.jsonb('researchTopics');
      t.timestamp('topicsFetchedAt', { useTz: true });
    });
    await knex.schema.alterTable('publications', (t) => {
      // Null: OpenAlex does not hold the work (or has not been asked).
      t.specificType('openalexAuthorIds', 'text[]');
      t.jsonb('topics');
    });
  },
};
