import type { FastifyBaseLogger } from 'fastify';
import type { Knex } from 'knex';

/** Any number, the same in every replica: only one of them counts at a time. */
const COUNT_LOCK = 0x6e657477; // 'netw'

/**
 * Every researcher's links per type, as the edges count them (network-graph.ts), only
 * between researchers: connections per partner and type; a shared project or group per co-member,
 * once for each one shared.
 */
const LINKS_PER_RESEARCHER = `
  WITH links AS (
    SELECT c.from_user_id AS user_id, c.to_user_id AS other,
           CASE c.connection_type WHEN 'examiner_request' THEN 'examination' ELSE 'collaboration' END AS type
      FROM academic_connections c
      JOIN network_nodes a ON a.user_id = c.from_user_id
      JOIN network_nodes b ON b.user_id = c.to_user_id
     WHERE c.status = 'accepted'
  ),
  connection_links AS (
    SELECT user_id,
           count(DISTINCT other) FILTER (WHERE type = 'collaboration')::int AS collaboration,
           count(DISTINCT other) FILTER (WHERE type = 'examination')::int AS examination
      FROM (SELECT user_id, other, type FROM links UNION ALL SELECT other, user_id, type FROM links) both_ways
     GROUP BY 1
  ),
  project_sizes AS (
    SELECT m.project_id, count(*)::int AS n
      FROM project_members m JOIN network_nodes r ON r.user_id = m.user_id GROUP BY 1
  ),
  project_links AS (
    SELECT m.user_id, sum(s.n - 1)::int AS n FROM project_members m JOIN project_sizes s USING (project_id) GROUP BY 1
  ),
  group_sizes AS (
    SELECT m.group_id, count(*)::int AS n
      FROM group_members m JOIN network_nodes r ON r.user_id = m.user_id GROUP BY 1
  ),
  group_links AS (
    SELECT m.user_id, sum(s.n - 1)::int AS n FROM group_members m JOIN group_sizes s USING (group_id) GROUP BY 1
  )
  SELECT r.profile_id,
         coalesce(c.collaboration, 0) AS collaboration,
         coalesce(p.n, 0) AS project_collaboration,
         coalesce(c.examination, 0) AS examination,
         coalesce(g.n, 0) AS research_group
    FROM network_nodes r
    LEFT JOIN connection_links c ON c.user_id = r.user_id
    LEFT JOIN project_links p ON p.user_id = r.user_id
    LEFT JOIN group_links g ON g.user_id = r.user_id`;

/**
 * Keeps the link counts of `network_nodes` (migrations/0008) current: every `intervalMs` it looks
 * whether the graph changed since they were last counted (the `network_changes` sequence, moved by
 * triggers, in any replica, on the writes that can move a count: someone joining or leaving, a
 * project or group membership; migration 0012) and, if so, counts every researcher's links again
 * and writes the rows that changed (connections' links follow each change at once: migration
 * 0010). One replica at a time: the others skip while it holds the lock.
 */
export class NetworkCounts {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Knex,
    private readonly intervalMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    const tick = () => {
      this.running = this.countIfChanged()
        .then(() => undefined)
        .catch((err: Error) => this.log.warn({ err: err.message }, 'counting the network links failed'))
        .finally(() => {
          this.running = null;
          if (this.timer) this.timer = setTimeout(tick, this.intervalMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Counts the links again when the graph changed since; true when it did. */
  async countIfChanged(): Promise<boolean> {
    return this.db.transaction(async (trx) => {
      const locked = await trx.raw('SELECT pg_try_advisory_xact_lock(?) AS ok', [COUNT_LOCK]);
      if (!locked.rows[0].ok) return false;
      // Read before counting: a change made meanwhile leaves the counts due again.
      const seq = await trx.raw('SELECT last_value, is_called FROM network_changes');
      const changes = seq.rows[0].isCalled ? Number(seq.rows[0].lastValue) : 0;
      const seen = await trx.raw('SELECT changes_seen FROM network_counts WHERE id = 1');
      if (Number(seen.rows[0].changesSeen) >= changes) return false;
      const started = performance.now();
      const updated = await trx.raw(
        `UPDATE network_nodes n
            SET collaboration = x.collaboration, project_collaboration = x.project_collaboration,
                examination = x.examination, research_group = x.research_group
           FROM (${LINKS_PER_RESEARCHER}) x
          WHERE n.profile_id = x.profile_id
            AND (n.collaboration, n.project_collaboration, n.examination, n.research_group)
                IS DISTINCT FROM (x.collaboration, x.project_collaboration, x.examination, x.research_group)`,
      );
      await trx.raw('UPDATE network_counts SET changes_seen = ?, counted_at = now() WHERE id = 1', [changes]);
      this.log.debug(
        { ms: Math.round(performance.now() - started), changed: updated.rowCount },
        'network links counted',
      );
      return true;
    });
  }
}
