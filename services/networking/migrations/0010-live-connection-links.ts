import type { Migration } from '@app/service-kit';

/**
 * A researcher's connection links (collaboration, examination) in `network_nodes` follow each
 * accepted, removed or declined connection at once, in the transaction that changes it, so the
 * network page's Node Details never shows 0 beside an edge it draws. Shared projects and groups
 * are still recounted in the background (src/service/network-counts.ts): a join changes the counts
 * of every member, which is too much to do inside the join.
 */
export const liveConnectionLinksMigration: Migration = {
  name: '0010_live_connection_links',
  async up(knex) {
    await knex.raw(`
      CREATE FUNCTION network_recount_connection_links(who uuid) RETURNS void LANGUAGE sql AS $$
        UPDATE network_nodes n
           SET collaboration = x.collaboration, examination = x.examination
          FROM (
            SELECT count(DISTINCT other) FILTER (WHERE kind <> 'examiner_request')::int AS collaboration,
                   count(DISTINCT other) FILTER (WHERE kind = 'examiner_request')::int AS examination
              FROM (
                SELECT c.to_user_id AS other, c.connection_type AS kind FROM academic_connections c
                 WHERE c.from_user_id = who AND c.status = 'accepted'
                UNION ALL
                SELECT c.from_user_id, c.connection_type FROM academic_connections c
                 WHERE c.to_user_id = who AND c.status = 'accepted'
              ) mine
              JOIN network_nodes o ON o.user_id = mine.other
          ) x
         WHERE n.user_id = who
           AND (n.collaboration, n.examination) IS DISTINCT FROM (x.collaboration, x.examination)
      $$;
      CREATE FUNCTION network_connection_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' AND OLD.status = 'accepted' THEN
          PERFORM network_recount_connection_links(OLD.from_user_id);
          PERFORM network_recount_connection_links(OLD.to_user_id);
        END IF;
        IF TG_OP <> 'DELETE' AND NEW.status = 'accepted' THEN
          PERFORM network_recount_connection_links(NEW.from_user_id);
          PERFORM network_recount_connection_links(NEW.to_user_id);
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER academic_connections_network_links
        AFTER INSERT OR DELETE OR UPDATE OF status, from_user_id, to_user_id, connection_type
        ON academic_connections
        FOR EACH ROW EXECUTE FUNCTION network_connection_changed();
    `);
  },
};
