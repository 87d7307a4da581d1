import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupsRoutes } from '@app/contracts/groups/http';
import { callApi } from '../../lib/call-api';

/** Every group with its member, project and leader counts and the caller's own membership. */
export const researchGroupsQuery = queryOptions({
  queryKey: ['/api/research-groups-list'] as const,
  queryFn: () => callApi(groupsRoutes.list),
});

export function useResearchGroups() {
  return useQuery(researchGroupsQuery);
}
