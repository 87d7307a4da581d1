import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyGroupsResponse } from '@app/contracts/groups/http';
import { apiGet } from '../api-client';

/**
 * `GET /api/my-groups`: the groups the user belongs to, with their membership (the dashboard's
 * Research Groups card, the profile's groups tab). Joining, leaving or changing leadership
 * invalidates it through this key.
 */
export const myGroupsKey = ['/api/my-groups'] as const;

export function getMyGroups(): Promise<MyGroupsResponse> {
  return apiGet<MyGroupsResponse>('/api/my-groups');
}

export const myGroupsQuery = queryOptions({
  queryKey: myGroupsKey,
  queryFn: getMyGroups,
});

export function useMyGroups(enabled = true) {
  return useQuery({ ...myGroupsQuery, enabled });
}
