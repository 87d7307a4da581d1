import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileRoutes } from '@app/contracts/profile/http';
import { callApi } from '../../../lib/call-api';
import { researcherKey } from './get-researcher';

/** `GET /api/researcher/:id/publications`. */
const researcherPublicationsQuery = (id: string) =>
  queryOptions({
    queryKey: [...researcherKey(id), 'publications'] as const,
    queryFn: () => callApi(profileRoutes.researcherPublications, { params: { userId: id } }),
  });

export function useResearcherPublications(id: string, enabled = true) {
  return useQuery({ ...researcherPublicationsQuery(id), enabled });
}
