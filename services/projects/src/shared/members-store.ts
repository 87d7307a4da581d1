import type { Knex } from 'knex';
import type { MemberRow } from './membership';

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

type Page = { offset: number; limit: number };

const newestJoinedFirst = (query: Knex.QueryBuilder, page: Page) =>
  query
    .orderBy([
      { column: 'm.joinedAt', order: 'desc' },
      { column: 'm.id', order: 'desc' },
    ])
    .offset(page.offset)
    .limit(page.limit);

const activeOfUser = (db: Knex, userId: string) =>
  db('projectMembers as m').where({ 'm.memberUserId': userId, 'm.status': 'active' });

async function countOf(query: Knex.QueryBuilder): Promise<number> {
  const [row] = await query.count<Array<{ count: string | number }>>({ count: '*' });
  return Number(row?.count ?? 0);
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

  /** A page of a project's active members with their profiles, most recently joined first, and how many. */
  async activeWithProfiles(
    db: Knex,
    projectId: string,
    page: Page,
  ): Promise<{ rows: MemberWithProfile[]; total: number }> {
    const active = () => db('projectMembers as m').where({ 'm.projectId': projectId, 'm.status': 'active' });
    const [rows, total] = await Promise.all([
      newestJoinedFirst(
        active()
          .leftJoin('profiles as pr', 'pr.profileId', 'm.profileId')
          .select([...COLUMNS.map((c) => `m.${c}`), 'pr.name', 'pr.biography', 'pr.profileImageUrl']),
        page,
      ),
      countOf(active()),
    ]);
    return { rows: rows as MemberWithProfile[], total };
  },

  /** Every active membership of a user (ending their account ends each). */
  allActiveForUser(db: Knex, userId: string): Promise<MemberRow[]> {
    return activeOfUser(db, userId).select(COLUMNS.map((c) => `m.${c}`));
  },

  /** A page of a user's active memberships, most recently joined first, and how many. */
  async activeForUser(db: Knex, userId: string, page: Page): Promise<{ rows: MemberRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      newestJoinedFirst(activeOfUser(db, userId).select(COLUMNS.map((c) => `m.${c}`)), page),
      countOf(activeOfUser(db, userId)),
    ]);
    return { rows: rows as MemberRow[], total };
  },

  removeForUser(db: Knex, userId: string): Promise<number> {
    return db('projectMembers').where({ memberUserId: userId }).delete();
  },
};
