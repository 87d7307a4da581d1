import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResearchDataResponse } from '@app/contracts/profile/http';
import { apiGet } from '../../../lib/api-client';

export const researchDataKey = (profileId: string) => ['/api/profile', profileId, 'research-data'] as const;

/** `GET /api/profile/:id/research-data`: the profile's research interests and classification codes. */
export const researchDataQuery = (profileId: string) =>
  queryOptions({
    queryKey: researchDataKey(profileId),
    queryFn: () =>
      apiGet<ResearchDataResponse>(`/api/profile/${encodeURIComponent(profileId)}/research-data`),
  });

export function useResearchData(profileId: string) {
  return useQuery(researchDataQuery(profileId));
}
