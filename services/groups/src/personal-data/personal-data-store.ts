import type { Knex } from 'knex';
import type { GroupsPersonalData } from '@app/contracts/groups/http';

/** Everything groups holds about the user, for "Download my data" (the purge removes the same). */
export async function groupsPersonalData(db: Knex, userId: string): Promise<GroupsPersonalData> {
  return {
    profiles: await db('profiles').where({ userId }),
    memberships: await db('researchGroupMemberships as m')
      .join('researchGroups as g', 'g.id', 'm.groupId')
      .where('m.userId', userId)
      .orderBy('m.joinedAt')
      .select('m.*', 'g.name as groupName'),
    messagesSent: await db('memberEmailsSent as s')
      .join('researchGroups as g', 'g.id', 's.groupId')
      .where('s.fromUserId', userId)
      .orderBy('s.sentAt')
      .select('s.*', 'g.name as groupName'),
  };
}
