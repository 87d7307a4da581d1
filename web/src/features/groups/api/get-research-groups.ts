import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResearchGroupListResponse } from '@app/contracts/groups/http';
import { apiGet } from '../../../lib/api-client';

/** Every group with its member, project and leader counts and the caller's own membership. */
export const researchGroupsQuery = queryOptions({
  queryKey: ['/api/research-groups-list'] as const,
  queryFn: () => apiGet<ResearchGroupListResponse>('/api/research-groups-list'),
});

export function useResearchGroups() {
  return useQuery(researchGroupsQuery);
}
