import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AwardListResponse } from '@app/contracts/profile/http';
import { apiGet } from '../../../lib/api-client';
import { researcherKey } from './get-researcher';

/** `GET /api/researcher/:id/awards`. */
export const researcherAwardsQuery = (id: string) =>
  queryOptions({
    queryKey: [...researcherKey(id), 'awards'] as const,
    queryFn: () => apiGet<AwardListResponse>(`/api/researcher/${encodeURIComponent(id)}/awards`),
  });

export function useResearcherAwards(id: string, enabled = true) {
  return useQuery({ ...researcherAwardsQuery(id), enabled });
}
