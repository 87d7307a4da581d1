import type { Migration } from '@app/service-kit';

/**
 * The background recount of everyone's links (src/network/network-counts.ts) reads every
 * connection, project and group membership: some 3 s of PostgreSQL's time at 100,000 researchers
 * and 1,000,000 connections. It was due after any write to researchers or academic_connections, so
 * each profile saved, each citation or topic refresh and each connection request made it due, and
 * with a national network's steady trickle of those it ran every few seconds. Now it is due only
 * after a change that can move a link count:
 * - researchers: someone appearing or leaving (or their profile passing to another user) moves
 *   their partners' and co-members' counts; any other update moves none. Row triggers, as the
 *   consumer's upsert (INSERT … ON CONFLICT) fires the statement-level INSERT trigger every time;
 * - academic_connections: both people's links follow each change at once (0010), so only a
 *   TRUNCATE leaves them to the recount;
 * - joining or leaving a project or group, as before.
 */
export const networkRecountWhenDueMigration: Migration = {
  name: '0012_network_recount_when_due',
  async up(knex) {
    await knex.raw(`
      DROP TRIGGER researchers_network_changed ON researchers;
      CREATE TRIGGER researchers_network_changed AFTER TRUNCATE ON researchers
        FOR EACH STATEMENT EXECUTE FUNCTION network_changed();
      CREATE TRIGGER researchers_network_joined_or_left AFTER INSERT OR DELETE ON researchers
        FOR EACH ROW EXECUTE FUNCTION network_changed();
      CREATE TRIGGER researchers_network_user_changed AFTER UPDATE OF user_id ON researchers
        FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id) EXECUTE FUNCTION network_changed();
      DROP TRIGGER academic_connections_network_changed ON academic_connections;
      CREATE TRIGGER academic_connections_network_changed AFTER TRUNCATE ON academic_connections
        FOR EACH STATEMENT EXECUTE FUNCTION network_changed();
    `);
  },
};
