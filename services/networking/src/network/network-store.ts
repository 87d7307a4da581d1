import type { Knex } from 'knex';
import type { ConnectionType } from '@app/contracts/networking/events';
import type { NetworkDegrees, NetworkEdgeType } from '@app/contracts/networking/http';

export interface NodeRow {
  profileId: string;
  userId: string;
  name: string;
  institution: string | null;
  researchInterests: string[];
  publicationCount: number;
  profileImageUrl: string | null;
  degrees: NetworkDegrees;
}

export interface LinkRow {
  a: string;
  b: string;
  strength: number;
}

interface CamelDegrees {
  total: number;
  collaboration: number;
  projectCollaboration: number;
  examination: number;
  researchGroup: number;
}

/** Who the network page shows, as the store reads it (see NetworkService for the rules). */
export interface NodeSelection {
  /** A lower-case `%...%` pattern, already escaped, matched against the lower-cased search text. */
  pattern: string | null;
  minLinks: number | null;
  minPublications: number | null;
  types: readonly NetworkEdgeType[];
  /** Only these people (a focus's neighbourhood), the nearer (`hops`) before the better-connected. */
  within: { userIds: string[]; hops: number[] } | null;
  limit: number;
}

/** The connection types behind each edge type (the rest come from shared projects and groups). */
const CONNECTION_TYPES: Partial<Record<NetworkEdgeType, ConnectionType[]>> = {
  collaboration: ['research_interest', 'supervisor_request'],
  examination: ['examiner_request'],
};

export const connectionTypesOf = (types: readonly NetworkEdgeType[]): ConnectionType[] =>
  types.flatMap((t) => CONNECTION_TYPES[t] ?? []);

/** A researcher's links by the chosen types, from the read model `network_nodes`. */
function linksOf(types: readonly NetworkEdgeType[]): string {
  // All four: the stored total, which network_nodes_total_idx orders (the default view).
  if (types.length === 4) return 'n.total';
  // Column names from the fixed enum, never from input.
  return `(${types.map((t) => `n.${t}`).join(' + ') || '0'})`;
}

/** Queries behind the network graph; people are joined to their profiles by user id. */
export const networkStore = {
  /** The chosen researchers, in the page's order, with their links per type. */
  async nodes(db: Knex, s: NodeSelection): Promise<NodeRow[]> {
    const links = linksOf(s.types);
    const where: string[] = [];
    const bindings: Knex.RawBinding[] = [];
    if (s.pattern !== null) {
      where.push('n.search_text LIKE ?');
      bindings.push(s.pattern);
    }
    if (s.minLinks !== null) {
      where.push(`${links} >= ?`);
      bindings.push(s.minLinks);
    }
    if (s.minPublications !== null) {
      where.push('n.publication_count >= ?');
      bindings.push(s.minPublications);
    }
    const within = s.within
      ? 'JOIN unnest(?::uuid[], ?::int[]) AS w(user_id, hops) ON w.user_id = n.user_id'
      : '';
    const withinBindings = s.within ? [s.within.userIds, s.within.hops] : [];
    // Chosen on the narrow read model (its total index serves the default view), then described.
    const chosen = await db.raw(
      `SELECT n.profile_id, n.collaboration, n.project_collaboration, n.examination, n.research_group, n.total
         FROM network_nodes n ${within}
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY ${s.within ? 'w.hops, ' : ''}${links} DESC, n.profile_id
        LIMIT ?`,
      [...withinBindings, ...bindings, s.limit],
    );
    const degrees = chosen.rows as Array<{ profileId: string } & CamelDegrees>;
    if (degrees.length === 0) return [];
    const described = await db('researchers')
      .whereIn(
        'profileId',
        degrees.map((d) => d.profileId),
      )
      .select(
        'profileId',
        'userId',
        'name',
        'institution',
        'researchInterests',
        'publicationCount',
        'profileImageUrl',
      );
    const byId = new Map(described.map((r: Omit<NodeRow, 'degrees'>) => [r.profileId, r]));
    return degrees.flatMap((d) => {
      const r = byId.get(d.profileId);
      // Gone between the two reads: left out, as it would be a moment later.
      if (!r) return [];
      return [
        {
          ...r,
          degrees: {
            total: d.total,
            collaboration: d.collaboration,
            project_collaboration: d.projectCollaboration,
            examination: d.examination,
            research_group: d.researchGroup,
          },
        },
      ];
    });
  },

  /** The people linked to any of `userIds` by the chosen types (themselves included). */
  async linkedTo(db: Knex, userIds: string[], types: readonly NetworkEdgeType[]): Promise<string[]> {
    const parts: string[] = [];
    const bindings: Knex.RawBinding[] = [];
    const connectionTypes = connectionTypesOf(types);
    if (connectionTypes.length > 0) {
      parts.push(
        `SELECT to_user_id AS other FROM academic_connections
          WHERE status = 'accepted' AND from_user_id = ANY(?::uuid[]) AND connection_type = ANY(?)`,
        `SELECT from_user_id FROM academic_connections
          WHERE status = 'accepted' AND to_user_id = ANY(?::uuid[]) AND connection_type = ANY(?)`,
      );
      bindings.push(userIds, connectionTypes, userIds, connectionTypes);
    }
    for (const [type, table, key] of [
      ['project_collaboration', 'project_members', 'project_id'],
      ['research_group', 'group_members', 'group_id'],
    ] as const) {
      if (!types.includes(type)) continue;
      parts.push(
        `SELECT m2.user_id FROM ${table} m1 JOIN ${table} m2 ON m2.${key} = m1.${key}
          WHERE m1.user_id = ANY(?::uuid[])`,
      );
      bindings.push(userIds);
    }
    if (parts.length === 0) return [];
    const result = await db.raw(`SELECT DISTINCT other FROM (${parts.join(' UNION ALL ')}) linked`, bindings);
    return result.rows.map((r: { other: string }) => r.other);
  },

  /** Accepted connections among `userIds`, counted per pair and connection type. */
  async connectionsAmong(
    db: Knex,
    userIds: string[],
    connectionTypes: ConnectionType[],
  ): Promise<Array<LinkRow & { connectionType: ConnectionType }>> {
    if (connectionTypes.length === 0) return [];
    const result = await db.raw(
      `SELECT a.profile_id AS a, b.profile_id AS b, c.connection_type, count(*)::int AS strength
         FROM academic_connections c
         JOIN researchers a ON a.user_id = c.from_user_id
         JOIN researchers b ON b.user_id = c.to_user_id
        WHERE c.status = 'accepted' AND c.connection_type = ANY(?)
          AND c.from_user_id = ANY(?::uuid[]) AND c.to_user_id = ANY(?::uuid[])
        GROUP BY 1, 2, 3`,
      [connectionTypes, userIds, userIds],
    );
    return result.rows;
  },

  /** Pairs among `userIds` sharing projects (`project`) or groups (`group`), with how many they share. */
  async sharedMembershipsAmong(db: Knex, userIds: string[], kind: 'project' | 'group'): Promise<LinkRow[]> {
    // Fixed table names per kind, never from input.
    const [table, key] =
      kind === 'project' ? ['project_members', 'project_id'] : ['group_members', 'group_id'];
    const result = await db.raw(
      `SELECT a.profile_id AS a, b.profile_id AS b, count(DISTINCT m1.${key})::int AS strength
         FROM ${table} m1
         JOIN ${table} m2 ON m2.${key} = m1.${key} AND m2.user_id > m1.user_id
         JOIN researchers a ON a.user_id = m1.user_id
         JOIN researchers b ON b.user_id = m2.user_id
        WHERE m1.user_id = ANY(?::uuid[]) AND m2.user_id = ANY(?::uuid[])
        GROUP BY 1, 2`,
      [userIds, userIds],
    );
    return result.rows;
  },

  /** The whole network's figures from the read model (each link is counted at both its ends). */
  async totals(db: Knex): Promise<{
    researchers: number;
    linkEnds: NetworkDegrees;
    countedAt: Date;
  }> {
    const result = await db.raw(
      `SELECT count(*)::int AS researchers,
              coalesce(sum(total), 0)::bigint AS total,
              coalesce(sum(collaboration), 0)::bigint AS collaboration,
              coalesce(sum(project_collaboration), 0)::bigint AS project_collaboration,
              coalesce(sum(examination), 0)::bigint AS examination,
              coalesce(sum(research_group), 0)::bigint AS research_group,
              (SELECT counted_at FROM network_counts) AS counted_at
         FROM network_nodes`,
    );
    const r = result.rows[0];
    return {
      researchers: r.researchers,
      linkEnds: {
        total: Number(r.total),
        collaboration: Number(r.collaboration),
        project_collaboration: Number(r.projectCollaboration),
        examination: Number(r.examination),
        research_group: Number(r.researchGroup),
      },
      countedAt: new Date(r.countedAt),
    };
  },
};
