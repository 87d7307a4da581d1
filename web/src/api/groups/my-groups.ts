import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupsRoutes, type MyGroupsResponse } from '@app/contracts/groups/http';
import { callApi } from '../../lib/call-api';

/**
 * `GET /api/my-groups`: the groups the user belongs to, with their membership (the dashboard's
 * Research Groups card, the profile's groups tab). Joining, leaving or changing leadership
 * invalidates it through this key.
 */
export const myGroupsKey = ['/api/my-groups'] as const;

function getMyGroups(): Promise<MyGroupsResponse> {
  return callApi(groupsRoutes.myGroups);
}

const myGroupsQuery = queryOptions({
  queryKey: myGroupsKey,
  queryFn: getMyGroups,
});

export function useMyGroups(enabled = true) {
  return useQuery({ ...myGroupsQuery, enabled });
}
