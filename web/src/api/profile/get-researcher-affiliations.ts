import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileRoutes } from '@app/contracts/profile/http';
import { callApi } from '../../lib/call-api';
import { researcherKey } from './get-researcher';

/** `GET /api/researcher/:id/affiliations`. */
const researcherAffiliationsQuery = (id: string) =>
  queryOptions({
    queryKey: [...researcherKey(id), 'affiliations'] as const,
    queryFn: () => callApi(profileRoutes.researcherAffiliations, { params: { userId: id } }),
  });

export function useResearcherAffiliations(id: string, enabled = true) {
  return useQuery({ ...researcherAffiliationsQuery(id), enabled });
}
