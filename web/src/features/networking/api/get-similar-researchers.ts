import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimilarResearcher, SimilarResearchersResponse } from '@app/contracts/networking/http';
import { apiGet } from '../../../lib/api-client';

export type { SimilarResearcher };

export const similarResearchersKey = ['/api/academic-connections/similar'] as const;

export const similarResearchersQuery = queryOptions({
  queryKey: similarResearchersKey,
  queryFn: () => apiGet<SimilarResearchersResponse>('/api/academic-connections/similar'),
});

export function useSimilarResearchers() {
  return useQuery(similarResearchersQuery);
}
