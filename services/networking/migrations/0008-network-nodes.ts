import type { Migration } from '@app/service-kit';

/**
 * The network page's read model, `network_nodes`: one narrow row per researcher with the text the
 * page's search box matches (name, institution, research areas, lower-cased; a trigram index finds
 * it anywhere in the network), their publication count (the prolific filter) and their links per type, so the page can open on the best-connected
 * people and show anyone's true totals without counting per request.
 *
 * Rows follow `researchers` at once (a row trigger). The link counts are recounted by
 * src/service/network-counts.ts when the sequence `network_changes` has moved since the last
 * count: statement triggers move it on any write to what the graph is made of, by any replica or
 * fixture (a sequence, not a counter row, so concurrent writers never wait for each other).
 *
 * A link counts as the edges do (src/domain/network-graph.ts): connections per partner and type;
 * sharing a project or group counts once per shared project or group (the edge's strength), so a
 * member of a group of n researchers has n - 1 research-group links from it.
 */
export const networkNodesMigration: Migration = {
  name: '0008_network_nodes',
  async up(knex) {
    // Trusted since PostgreSQL 13: the database's owner may create it. In public, where every
    // service's search path ends, so that it is made once per database.
    await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    await knex.raw(`
      CREATE FUNCTION network_search_text(name text, institution text, interests text[])
        RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT lower(name || ' ' || coalesce(institution, '') || ' ' || array_to_string(interests, ' ')) $$
    `);
    await knex.raw(`
      CREATE TABLE network_nodes (
        profile_id uuid PRIMARY KEY,
        user_id uuid NOT NULL UNIQUE,
        search_text text NOT NULL,
        publication_count int NOT NULL,
        collaboration int NOT NULL DEFAULT 0,
        project_collaboration int NOT NULL DEFAULT 0,
        examination int NOT NULL DEFAULT 0,
        research_group int NOT NULL DEFAULT 0,
        total int GENERATED ALWAYS AS (collaboration + project_collaboration + examination + research_group) STORED
      )
    `);
    await knex.raw(`
      INSERT INTO network_nodes (profile_id, user_id, search_text, publication_count)
      SELECT profile_id, user_id, network_search_text(name, institution, research_interests), publication_count
        FROM researchers
    `);
    await knex.raw('CREATE INDEX network_nodes_total_idx ON network_nodes (total DESC, profile_id)');
    await knex.raw(
      'CREATE INDEX network_nodes_search_idx ON network_nodes USING gin (search_text public.gin_trgm_ops)',
    );
    await knex.raw(`
      CREATE FUNCTION network_nodes_follow() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          DELETE FROM network_nodes WHERE profile_id = OLD.profile_id;
          RETURN NULL;
        END IF;
        INSERT INTO network_nodes (profile_id, user_id, search_text, publication_count)
        VALUES (NEW.profile_id, NEW.user_id,
                network_search_text(NEW.name, NEW.institution, NEW.research_interests), NEW.publication_count)
        ON CONFLICT (profile_id) DO UPDATE
          SET user_id = EXCLUDED.user_id, search_text = EXCLUDED.search_text,
              publication_count = EXCLUDED.publication_count
          WHERE (network_nodes.user_id, network_nodes.search_text, network_nodes.publication_count)
                IS DISTINCT FROM (EXCLUDED.user_id, EXCLUDED.search_text, EXCLUDED.publication_count);
        RETURN NULL;
      END $$;
      CREATE TRIGGER researchers_network_nodes AFTER INSERT OR UPDATE OR DELETE ON researchers
        FOR EACH ROW EXECUTE FUNCTION network_nodes_follow();
    `);
    await knex.raw(`
      CREATE SEQUENCE network_changes;
      CREATE FUNCTION network_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM nextval('network_changes');
        RETURN NULL;
      END $$;
    `);
    for (const table of ['researchers', 'academic_connections', 'project_members', 'group_members']) {
      await knex.raw(`
        CREATE TRIGGER ${table}_network_changed
          AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION network_changed()
      `);
    }
    await knex.raw(`
      -- The change (the sequence's value) the links were last counted after, and when.
      CREATE TABLE network_counts (
        id int PRIMARY KEY CHECK (id = 1),
        changes_seen bigint NOT NULL DEFAULT 0,
        counted_at timestamptz NOT NULL DEFAULT now()
      );
      INSERT INTO network_counts (id) VALUES (1);
    `);
    // Nothing is counted yet: the first look finds a change and counts everyone's links.
    await knex.raw(`SELECT nextval('network_changes')`);
  },
};
