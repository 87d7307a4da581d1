import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupMembersResponse } from '@app/contracts/groups/http';
import { apiGet } from '../../../lib/api-client';

/** A group's members, leaders first, then by join date. */
export const groupMembersQuery = (groupId: string) =>
  queryOptions({
    queryKey: ['/api/research-groups', groupId, 'members'] as const,
    queryFn: () =>
      apiGet<GroupMembersResponse>(`/api/research-groups/${encodeURIComponent(groupId)}/members`),
  });

/** Asked only while the members list is shown. */
export function useGroupMembers(groupId: string, enabled: boolean) {
  return useQuery({ ...groupMembersQuery(groupId), enabled });
}
