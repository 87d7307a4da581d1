import type { Knex } from 'knex';
import { markDeleted } from '@app/service-kit';
import { groupsStore } from '../store/groups';
import { membershipsStore } from '../store/memberships';
import { profilesStore } from '../store/profiles';
import { endMembership, type PublishMemberLeft } from './membership-end';

/**
 * A deleted account leaves no trace here (the purge policy in ARCHITECTURE.md): each of its
 * memberships ends as if they had left (`groups.member.left`), and its profiles lose their personal
 * data. Runs in the consumer's transaction; the deletion is marked first, so no snapshot applied
 * meanwhile brings the person back.
 */
export async function purgeUser(
  trx: Knex.Transaction,
  userId: string,
  deletedAt: string,
  publishMemberLeft: PublishMemberLeft,
): Promise<void> {
  await markDeleted(trx, userId, deletedAt);
  for (const membership of await membershipsStore.ofUser(trx, userId)) {
    const group = await groupsStore.byId(trx, membership.groupId);
    if (group) await endMembership(trx, group, userId, deletedAt, publishMemberLeft);
  }
  await profilesStore.markUserRemoved(trx, userId, deletedAt);
}
