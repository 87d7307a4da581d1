import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicationListResponse } from '@app/contracts/profile/http';
import { apiGet } from '../../../lib/api-client';
import { researcherKey } from './get-researcher';

/** `GET /api/researcher/:id/publications`. */
export const researcherPublicationsQuery = (id: string) =>
  queryOptions({
    queryKey: [...researcherKey(id), 'publications'] as const,
    queryFn: () => apiGet<PublicationListResponse>(`/api/researcher/${encodeURIComponent(id)}/publications`),
  });

export function useResearcherPublications(id: string, enabled = true) {
  return useQuery({ ...researcherPublicationsQuery(id), enabled });
}
