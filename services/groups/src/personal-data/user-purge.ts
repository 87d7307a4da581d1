import type { Knex } from 'knex';
import { purgePerson } from '@app/service-kit';
import { memberEmailsSentStore } from '../group-email';
import { endMembership, membershipsStore, type PublishMemberLeft } from '../groups';
import { groupsStore } from '../shared/groups-store';
import { profilesStore } from '../shared/profiles-store';

/**
 * A deleted account leaves no trace here (the purge policy in ARCHITECTURE.md, run by the kit's
 * `purgePerson`): each of its memberships ends as if they had left (`groups.member.left`), the
 * messages they sent are forgotten and its profiles lose their personal data. Runs in the
 * consumer's transaction; the deletion is marked first, so no snapshot applied meanwhile brings
 * the person back.
 */
export function purgeUser(
  trx: Knex.Transaction,
  userId: string,
  deletedAt: string,
  publishMemberLeft: PublishMemberLeft,
): Promise<void> {
  return purgePerson(trx, userId, deletedAt, {
    memberships: (trx, userId) => membershipsStore.ofUser(trx, userId),
    async endMembership(trx, membership, at) {
      const group = await groupsStore.byId(trx, membership.groupId);
      if (group) await endMembership(trx, group, userId, at, publishMemberLeft);
    },
    async forget(trx, userId, at) {
      await memberEmailsSentStore.removeAllOfUser(trx, userId);
      await profilesStore.markUserRemoved(trx, userId, at);
    },
  });
}
