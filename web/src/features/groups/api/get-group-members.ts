import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupsRoutes } from '@app/contracts/groups/http';
import { callApi } from '../../../lib/call-api';

/** A group's members, leaders first, then by join date. */
export const groupMembersQuery = (groupId: string) =>
  queryOptions({
    queryKey: ['/api/research-groups', groupId, 'members'] as const,
    queryFn: () => callApi(groupsRoutes.members, { params: { id: groupId } }),
  });

/** Asked only while the members list is shown. */
export function useGroupMembers(groupId: string, enabled: boolean) {
  return useQuery({ ...groupMembersQuery(groupId), enabled });
}
