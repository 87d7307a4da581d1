import type { EventHandler } from '@app/service-kit';
import { purgeUser } from './user-purge';

/** A deleted account's memberships end (each announced) and its profiles lose their personal data. */
export const onUserDeleted: EventHandler<'identity.user.deleted'> = async (event, { trx, publish }) => {
  await purgeUser(trx, event.data.userId, event.occurredAt, (data) => publish('groups.member.left', data));
};
