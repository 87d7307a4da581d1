import type { Knex } from 'knex';
import type { MemberRow } from '../domain/projects';

const COLUMNS = [
  'id',
  'projectId',
  'profileId',
  'memberUserId',
  'role',
  'status',
  'joinedAt',
  'leftAt',
] as const;

/** An active member with what the collaborator list shows of their profile (null once it is gone). */
export interface MemberWithProfile extends MemberRow {
  name: string | null;
  biography: string | null;
  profileImageUrl: string | null;
}

export const membersStore = {
  /** This user's membership row of a project, whatever its status. */
  find(db: Knex, projectId: string, userId: string): Promise<MemberRow | undefined> {
    return db('projectMembers').select(COLUMNS).where({ projectId, memberUserId: userId }).first();
  },

  async isActive(db: Knex, projectId: string, userId: string): Promise<boolean> {
    const row = await db('projectMembers')
      .select('id')
      .where({ projectId, memberUserId: userId, status: 'active' })
      .first();
    return row !== undefined;
  },

  async insert(db: Knex, row: Omit<MemberRow, 'id' | 'joinedAt' | 'leftAt'>): Promise<MemberRow> {
    const [created] = await db('projectMembers').insert(row).returning(COLUMNS);
    return created as MemberRow;
  },

  async update(
    db: Knex,
    id: string,
    patch: Partial<MemberRow> | Record<string, unknown>,
  ): Promise<MemberRow> {
    const [updated] = await db('projectMembers').where({ id }).update(patch).returning(COLUMNS);
    return updated as MemberRow;
  },

  async activeUserIds(db: Knex, projectId: string): Promise<string[]> {
    const rows: Array<{ memberUserId: string }> = await db('projectMembers')
      .select('memberUserId')
      .where({ projectId, status: 'active' })
      .orderBy('joinedAt');
    return rows.map((r) => r.memberUserId);
  },

  /** Active members per project (projects without any are absent from the map). */
  async activeCounts(db: Knex, projectIds: string[]): Promise<Map<string, number>> {
    if (projectIds.length === 0) return new Map();
    const rows: Array<{ projectId: string; count: number }> = await db('projectMembers')
      .select('projectId')
      .count({ count: '*' })
      .whereIn('projectId', projectIds)
      .where({ status: 'active' })
      .groupBy('projectId');
    return new Map(rows.map((r) => [r.projectId, Number(r.count)]));
  },

  /** A project's active members with their profiles, earliest joined first. */
  activeWithProfiles(db: Knex, projectId: string): Promise<MemberWithProfile[]> {
    return db('projectMembers as m')
      .leftJoin('profiles as pr', 'pr.profileId', 'm.profileId')
      .select([...COLUMNS.map((c) => `m.${c}`), 'pr.name', 'pr.biography', 'pr.profileImageUrl'])
      .where({ 'm.projectId': projectId, 'm.status': 'active' })
      .orderBy([
        { column: 'm.joinedAt', order: 'asc' },
        { column: 'm.id', order: 'asc' },
      ]);
  },

  /** A user's active memberships, most recently joined first. */
  activeForUser(db: Knex, userId: string): Promise<MemberRow[]> {
    return db('projectMembers')
      .select(COLUMNS)
      .where({ memberUserId: userId, status: 'active' })
      .orderBy([
        { column: 'joinedAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
  },

  removeForUser(db: Knex, userId: string): Promise<number> {
    return db('projectMembers').where({ memberUserId: userId }).delete();
  },
};
