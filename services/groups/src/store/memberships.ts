import type { Knex } from 'knex';
import type { GroupMembershipEntry } from '@app/contracts/groups/http';
import type { MembershipCounts } from '../domain/group-list';
import type { MembershipRow } from '../domain/members';

/** A member with what the profile read model knows of them (null fields when it knows nothing). */
export interface MemberWithProfile extends MembershipRow {
  name: string | null;
  email: string | null;
  institution: string | null;
  profileImageUrl: string | null;
}

const TABLE = 'research_group_memberships';

export const membershipsStore = {
  ofUserInGroup(db: Knex, groupId: string, userId: string): Promise<MembershipRow | undefined> {
    return db(TABLE).where({ groupId, userId }).first();
  },

  ofUser(db: Knex, userId: string): Promise<MembershipRow[]> {
    return db(TABLE).where({ userId });
  },

  /** Inserts the membership unless the person already has one in that group (then undefined). */
  async insert(
    db: Knex,
    row: Pick<MembershipRow, 'groupId' | 'profileId' | 'userId'>,
  ): Promise<MembershipRow | undefined> {
    const [created] = await db(TABLE).insert(row).onConflict().ignore().returning('*');
    return created as MembershipRow | undefined;
  },

  async remove(db: Knex, groupId: string, userId: string): Promise<MembershipRow | undefined> {
    const [removed] = await db(TABLE).where({ groupId, userId }).delete().returning('*');
    return removed as MembershipRow | undefined;
  },

  /** Flips leader and non-leader in one statement, so two quick clicks cannot both read the old value. */
  async toggleLeader(db: Knex, groupId: string, userId: string): Promise<MembershipRow | undefined> {
    const [updated] = await db(TABLE)
      .where({ groupId, userId })
      .update({ isLeader: db.raw('NOT is_leader') })
      .returning('*');
    return updated as MembershipRow | undefined;
  },

  async leaderUserIds(db: Knex, groupId: string): Promise<string[]> {
    const rows: Array<{ userId: string }> = await db(TABLE)
      .select('userId')
      .where({ groupId, isLeader: true })
      .orderBy('joinedAt');
    return rows.map((r) => r.userId);
  },

  membersOf(db: Knex, groupId: string): Promise<MemberWithProfile[]> {
    return db(`${TABLE} as m`)
      .leftJoin('profiles as p', function () {
        this.on('p.profileId', 'm.profileId').andOnNull('p.removedAt');
      })
      .select('m.*', 'p.name', 'p.email', 'p.institution', 'p.profileImageUrl')
      .where('m.groupId', groupId);
  },

  countsByGroup(db: Knex): Promise<MembershipCounts[]> {
    return db(TABLE)
      .select('groupId')
      .count({ memberCount: '*' })
      .select(db.raw('count(*) FILTER (WHERE is_leader) AS leader_count'))
      .groupBy('groupId') as unknown as Promise<MembershipCounts[]>;
  },

  /** The memberships of one person, found by user id or profile id, with their groups, by group name. */
  async entriesOf(db: Knex, personId: string): Promise<GroupMembershipEntry[]> {
    const rows: Array<{
      groupId: string;
      name: string;
      description: string;
      category: GroupMembershipEntry['group']['category'];
      isLeader: boolean;
      joinedAt: string;
    }> = await db(`${TABLE} as m`)
      .join('research_groups as g', 'g.id', 'm.groupId')
      .select('m.groupId', 'g.name', 'g.description', 'g.category', 'm.isLeader', 'm.joinedAt')
      .where((q) => q.where('m.userId', personId).orWhere('m.profileId', personId))
      .orderBy('g.name');
    return rows.map((r) => ({
      group: { id: r.groupId, name: r.name, description: r.description, category: r.category },
      membership: { isLeader: r.isLeader, joinedAt: r.joinedAt },
    }));
  },

  removeAllOfUser(db: Knex, userId: string): Promise<number> {
    return db(TABLE).where({ userId }).delete();
  },

  removeAllOfProfile(db: Knex, profileId: string): Promise<number> {
    return db(TABLE).where({ profileId }).delete();
  },
};
