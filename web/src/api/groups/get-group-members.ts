import { groupsRoutes } from '@app/contracts/groups/http';
import { usePagedList } from '../../lib/use-paged-list';

/** A group's members and projects are shown 50 at a time ("Load more" for the rest). */
export const GROUP_LIST_PAGE_SIZE = 50;

/** The key of a group's members (joining, leaving or leading refreshes it). */
export const groupMembersKey = (groupId: string) => ['/api/research-groups', groupId, 'members'] as const;

/** A group's members, leaders first, then by join date, a page at a time with the total. */
export function useGroupMembers(groupId: string) {
  return usePagedList({
    route: groupsRoutes.members,
    pathParams: { id: groupId },
    keyRoot: groupMembersKey(groupId),
    params: {},
    pageSize: GROUP_LIST_PAGE_SIZE,
  });
}
