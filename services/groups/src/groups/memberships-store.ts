import type { Knex } from 'knex';
import type { GroupMembershipEntry } from '@app/contracts/groups/http';
import type { MembershipCounts } from './group-list';
import type { MembershipRow } from './members';

/** A member with what the profile read model knows of them (null fields when it knows nothing). */
export interface MemberWithProfile extends MembershipRow {
  name: string | null;
  email: string | null;
  /** False also when the read model holds no profile for them: unknown counts as hidden. */
  emailVisibleToMembers: boolean;
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
      // A new leadership starts with its member-email list unread (its first read is audited).
      .update({ isLeader: db.raw('NOT is_leader'), memberEmailsReadAt: null })
      .returning('*');
    return updated as MembershipRow | undefined;
  },

  /**
   * Marks a leader's first read of the member-email list since they became a leader; true only for
   * the call that marked it (so two reads at once announce it once).
   */
  async markMemberEmailsRead(db: Knex, groupId: string, userId: string, at: string): Promise<boolean> {
    const marked = await db(TABLE)
      .where({ groupId, userId, isLeader: true })
      .whereNull('memberEmailsReadAt')
      .update({ memberEmailsReadAt: at });
    return marked > 0;
  },

  async leaderUserIds(db: Knex, groupId: string): Promise<string[]> {
    const rows: Array<{ userId: string }> = await db(TABLE)
      .select('userId')
      .where({ groupId, isLeader: true })
      .orderBy('joinedAt');
    return rows.map((r) => r.userId);
  },

  /**
   * A group's members in the list's order (spec 2: leaders first, then by join date, earliest
   * first; ties by profile id, so pages do not shuffle), all of them or one page.
   */
  membersOf(
    db: Knex,
    groupId: string,
    page?: { offset: number; limit: number },
  ): Promise<MemberWithProfile[]> {
    const query = db(`${TABLE} as m`)
      .leftJoin('profiles as p', function () {
        this.on('p.profileId', 'm.profileId').andOnNull('p.removedAt');
      })
      .select('m.*', 'p.name', 'p.email', 'p.institution', 'p.profileImageUrl')
      .select(db.raw('coalesce(p.email_visible_to_members, false) AS email_visible_to_members'))
      .where('m.groupId', groupId)
      .orderBy([
        { column: 'm.isLeader', order: 'desc' },
        { column: 'm.joinedAt', order: 'asc' },
        { column: 'm.profileId', order: 'asc' },
      ]);
    return page ? query.offset(page.offset).limit(page.limit) : query;
  },

  async countOf(db: Knex, groupId: string): Promise<number> {
    const [row] = await db(TABLE).where({ groupId }).count<Array<{ count: string | number }>>({ count: '*' });
    return Number(row?.count ?? 0);
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
