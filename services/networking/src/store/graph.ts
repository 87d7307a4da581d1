import type { Knex } from 'knex';
import type { ConnectionType } from '@app/contracts/networking/events';

export interface NodeRow {
  profileId: string;
  userId: string;
  name: string;
  institution: string | null;
  researchInterests: string[];
  publicationCount: number;
  profileImageUrl: string | null;
}

export interface LinkRow {
  a: string;
  b: string;
  strength: number;
}

/** Queries behind the network graph; people are joined to their profiles by user id. */
export const graphStore = {
  nodes(db: Knex): Promise<NodeRow[]> {
    return db('researchers')
      .select(
        'profileId',
        'userId',
        'name',
        'institution',
        'researchInterests',
        'publicationCount',
        'profileImageUrl',
      )
      .orderBy('name')
      .orderBy('profileId');
  },

  /** Accepted connections between two researchers, counted per pair and connection type. */
  async acceptedConnections(db: Knex): Promise<Array<LinkRow & { connectionType: ConnectionType }>> {
    const result = await db.raw(
      `SELECT a.profile_id AS a, b.profile_id AS b, c.connection_type, count(*)::int AS strength
         FROM academic_connections c
         JOIN researchers a ON a.user_id = c.from_user_id
         JOIN researchers b ON b.user_id = c.to_user_id
        WHERE c.status = 'accepted'
        GROUP BY 1, 2, 3`,
    );
    return result.rows;
  },

  /** Pairs of researchers sharing projects (`table` project_members) or groups (group_members). */
  async sharedMemberships(db: Knex, kind: 'project' | 'group'): Promise<LinkRow[]> {
    // Fixed table names per kind, never from input.
    const [table, key] =
      kind === 'project' ? ['project_members', 'project_id'] : ['group_members', 'group_id'];
    const result = await db.raw(
      `SELECT a.profile_id AS a, b.profile_id AS b, count(DISTINCT m1.${key})::int AS strength
         FROM ${table} m1
         JOIN ${table} m2 ON m2.${key} = m1.${key} AND m2.user_id > m1.user_id
         JOIN researchers a ON a.user_id = m1.user_id
         JOIN researchers b ON b.user_id = m2.user_id
        GROUP BY 1, 2`,
    );
    return result.rows;
  },
};
