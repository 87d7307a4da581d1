import type { EventHandler } from '@app/service-kit';
import { membershipsStore } from '../store/memberships';
import { profilesStore } from '../store/profiles';

/**
 * A deleted account leaves no trace here: its memberships go and its profiles lose their personal
 * data. No `groups.member.left` is published: every service purges the person on this same event.
 */
export const onUserDeleted: EventHandler<'identity.user.deleted'> = async (event, { trx }) => {
  await membershipsStore.removeAllOfUser(trx, event.data.userId);
  await profilesStore.markUserRemoved(trx, event.data.userId, event.occurredAt);
};
