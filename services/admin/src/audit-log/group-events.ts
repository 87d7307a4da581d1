import type { HandlerMap } from '@app/service-kit';
import { auditLogStore } from './audit-log-store';
import { usersStore } from '../shared/users-store';

/**
 * What group leaders do with the members' addresses belongs in the audit log: any member may
 * become a leader (spec 2), so a new leader's first read of the list and every message sent
 * through Research Connect are kept. The entry names the group; no address is recorded.
 */
export const groupHandlers: HandlerMap = {
  'groups.member_emails.read': async (event, { trx }) => {
    const { leaderUserId, groupId, groupName, shownCount, hiddenCount } = event.data;
    const actor = await usersStore.byId(trx, leaderUserId);
    await auditLogStore.insert(trx, {
      actorUserId: leaderUserId,
      actorEmail: actor?.email ?? null,
      action: 'group_member_emails_read',
      outcome: 'succeeded',
      targetUserId: null,
      targetEmail: null,
      details: { groupId, groupName, shownCount, hiddenCount },
    });
  },

  'groups.members.emailed': async (event, { trx }) => {
    const { fromUserId, emailId, groupId, groupName, subject, recipientUserIds } = event.data;
    const actor = await usersStore.byId(trx, fromUserId);
    await auditLogStore.insert(trx, {
      actorUserId: fromUserId,
      actorEmail: actor?.email ?? null,
      action: 'group_members_emailed',
      outcome: 'succeeded',
      targetUserId: null,
      targetEmail: null,
      details: { emailId, groupId, groupName, subject, recipientCount: recipientUserIds.length },
    });
  },
};
