import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResearcherGroupsResponse } from '@app/contracts/groups/http';
import { apiGet } from '../../../lib/api-client';
import { researcherKey } from './get-researcher';

/** `GET /api/researcher/:id/groups` (served by the groups service). */
export const researcherGroupsQuery = (id: string) =>
  queryOptions({
    queryKey: [...researcherKey(id), 'groups'] as const,
    queryFn: () => apiGet<ResearcherGroupsResponse>(`/api/researcher/${encodeURIComponent(id)}/groups`),
  });

export function useResearcherGroups(id: string, enabled = true) {
  return useQuery({ ...researcherGroupsQuery(id), enabled });
}
