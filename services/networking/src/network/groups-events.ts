import { isDeleted, type HandlerMap } from '@app/service-kit';
import { membershipsStore } from './memberships-store';

/** Who shares a group: the graph's research_group edges. */
export const groupHandlers: HandlerMap = {
  'groups.member.joined': async (event, { trx }) => {
    if (await isDeleted(trx, event.data.userId)) return;
    await membershipsStore.addGroupMember(trx, event.data.groupId, event.data.userId);
  },
  'groups.member.left': async (event, { trx }) =>
    membershipsStore.removeGroupMember(trx, event.data.groupId, event.data.userId),
};
