import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResearchInterestListResponse } from '@app/contracts/profile/http';
import { apiGet } from '../../../lib/api-client';

export const researchInterestsKey = ['/api/research-interests'] as const;

/** Every research interest anyone has named, to pick from. */
export const researchInterestsQuery = queryOptions({
  queryKey: researchInterestsKey,
  queryFn: () => apiGet<ResearchInterestListResponse>('/api/research-interests'),
});

export function useResearchInterests() {
  return useQuery(researchInterestsQuery);
}
