import type { Migration } from '@app/service-kit';

/**
 * What researchers publish on, from OpenAlex (profile snapshots): their topics, with the ids
 * discovery's index weighs, and their OpenAlex author id and each publication's OpenAlex authors,
 * which the examiners' co-authorship rule matches. The finders also search topic names (weight C,
 * with the department): someone who publishes on a topic is found by it, below those who typed it.
 */
export const researchTopicsMigration: Migration = {
  name: '0009_research_topics',
  async up(knex) {
    await knex.schema.alterTable('researchers', (t) => {
      // Null: OpenAlex has no author for them (or a snapshot from before topics): no topics.
      t.text('openalexAuthorId');
      t.jsonb('researchTopics');
      t.specificType('topicIds', 'text[]').notNullable().defaultTo('{}');
    });
    await knex.raw(
      'CREATE INDEX researchers_openalex_author_idx ON researchers (openalex_author_id) WHERE openalex_author_id IS NOT NULL',
    );
    await knex.schema.alterTable('researcherPublications', (t) => {
      t.specificType('openalexAuthorIds', 'text[]');
    });
    await knex.raw(
      'CREATE INDEX researcher_publications_openalex_authors_idx ON researcher_publications USING gin (openalex_author_ids)',
    );
    await knex.raw(`
      CREATE FUNCTION research_topic_names(topics jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT coalesce(string_agg(t->>'name', ' ; '), '') FROM jsonb_array_elements(coalesce(topics->'topics', '[]'::jsonb)) t $$`);
    await knex.raw(`
      CREATE OR REPLACE FUNCTION researchers_set_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_document :=
          setweight(to_tsvector('simple', coalesce(NEW.name, '')), 'A') ||
          setweight(to_tsvector('simple', array_to_string(NEW.research_interests, ' ; ')), 'B') ||
          setweight(to_tsvector('english', array_to_string(NEW.research_interests, ' ; ')), 'B') ||
          setweight(to_tsvector('simple', coalesce(NEW.department, '')), 'C') ||
          setweight(to_tsvector('english', coalesce(NEW.department, '')), 'C') ||
          setweight(to_tsvector('simple', research_topic_names(NEW.research_topics)), 'C') ||
          setweight(to_tsvector('english', research_topic_names(NEW.research_topics)), 'C') ||
          setweight(to_tsvector('simple', coalesce(NEW.institution, '')), 'D');
        RETURN NEW;
      END $$`);
    await knex.raw('DROP TRIGGER researchers_search_document ON researchers');
    await knex.raw(`
      CREATE TRIGGER researchers_search_document
        BEFORE INSERT OR UPDATE OF name, research_interests, department, institution, research_topics
        ON researchers FOR EACH ROW EXECUTE FUNCTION researchers_set_search_document()`);
  },
};
