import type { HandlerMap } from '@app/service-kit';
import { auditLogStore } from './audit-log-store';
import { usersStore } from '../shared/users-store';

/** Profile's events that belong in the audit log. */
export const profileHandlers: HandlerMap = {
  'profile.orcid_link.taken_over': async (event, { trx }) => {
    const { orcidId, fromUserId, fromProfileId, toUserId } = event.data;
    const [actor, target] = await Promise.all([
      usersStore.byId(trx, toUserId),
      usersStore.byId(trx, fromUserId),
    ]);
    await auditLogStore.insert(trx, {
      actorUserId: toUserId,
      actorEmail: actor?.email ?? null,
      action: 'orcid_take_over',
      outcome: 'succeeded',
      targetUserId: fromUserId,
      targetEmail: target?.email ?? null,
      details: { orcidId, fromProfileId },
    });
  },
};
