import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupsRoutes } from '@app/contracts/groups/http';
import { callApi } from '../../lib/call-api';
import { researcherKey } from '../profile/get-researcher';

/** `GET /api/researcher/:id/groups` (served by the groups service). */
const researcherGroupsQuery = (id: string) =>
  queryOptions({
    queryKey: [...researcherKey(id), 'groups'] as const,
    queryFn: () => callApi(groupsRoutes.researcherGroups, { params: { userId: id } }),
  });

export function useResearcherGroups(id: string, enabled = true) {
  return useQuery({ ...researcherGroupsQuery(id), enabled });
}
