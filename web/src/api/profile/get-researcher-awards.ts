import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileRoutes } from '@app/contracts/profile/http';
import { callApi } from '../../lib/call-api';
import { researcherKey } from './get-researcher';

/** `GET /api/researcher/:id/awards`. */
const researcherAwardsQuery = (id: string) =>
  queryOptions({
    queryKey: [...researcherKey(id), 'awards'] as const,
    queryFn: () => callApi(profileRoutes.researcherAwards, { params: { userId: id } }),
  });

export function useResearcherAwards(id: string, enabled = true) {
  return useQuery({ ...researcherAwardsQuery(id), enabled });
}
