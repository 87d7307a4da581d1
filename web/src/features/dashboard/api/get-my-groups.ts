import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyGroupsResponse } from '@app/contracts/groups/http';
import { apiGet } from '../../../lib/api-client';

// The same key as every other reader of /api/my-groups, so a change anywhere refreshes it here.
export const myGroupsKey = ['/api/my-groups'] as const;

export const myGroupsQuery = queryOptions({
  queryKey: myGroupsKey,
  queryFn: () => apiGet<MyGroupsResponse>('/api/my-groups'),
});

export function useMyGroups(enabled = true) {
  return useQuery({ ...myGroupsQuery, enabled });
}
