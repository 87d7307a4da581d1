import type { Migration } from '@app/service-kit';

/**
 * Beside each researcher's indexed topics (topic_ids), how many of their works have each, in the
 * same order: what a match reason says of them ("their 7"). Discovery shows 50 researchers a page
 * and gives each its reasons; read from research_topics, every page read and parsed some 170 KB of
 * topic JSON (names, fields, domains of ~20 topics a person) to use two numbers of it.
 */
export const topicCountsMigration: Migration = {
  name: '0011_topic_counts',
  async up(knex) {
    await knex.schema.alterTable('researchers', (t) => {
      t.specificType('topicCounts', 'integer[]').notNullable().defaultTo('{}');
    });
    await knex.raw(`
      UPDATE researchers r
         SET topic_counts = ARRAY(
               SELECT coalesce((SELECT (t->>'count')::int
                                  FROM jsonb_array_elements(r.research_topics->'topics') t
                                 WHERE t->>'id' = u.id LIMIT 1), 0)
                 FROM unnest(r.topic_ids) WITH ORDINALITY u(id, ord) ORDER BY u.ord)
       WHERE cardinality(r.topic_ids) > 0`);
  },
};
