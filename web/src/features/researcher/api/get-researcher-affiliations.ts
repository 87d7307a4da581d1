import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AffiliationListResponse } from '@app/contracts/profile/http';
import { apiGet } from '../../../lib/api-client';
import { researcherKey } from './get-researcher';

/** `GET /api/researcher/:id/affiliations`. */
export const researcherAffiliationsQuery = (id: string) =>
  queryOptions({
    queryKey: [...researcherKey(id), 'affiliations'] as const,
    queryFn: () => apiGet<AffiliationListResponse>(`/api/researcher/${encodeURIComponent(id)}/affiliations`),
  });

export function useResearcherAffiliations(id: string, enabled = true) {
  return useQuery({ ...researcherAffiliationsQuery(id), enabled });
}
