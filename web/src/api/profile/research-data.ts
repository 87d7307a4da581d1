import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileRoutes } from '@app/contracts/profile/http';
import { callApi } from '../../lib/call-api';

export const researchDataKey = (profileId: string) => ['/api/profile', profileId, 'research-data'] as const;

/** `GET /api/profile/:id/research-data`: the profile's research interests and classification codes. */
const researchDataQuery = (profileId: string) =>
  queryOptions({
    queryKey: researchDataKey(profileId),
    queryFn: () => callApi(profileRoutes.researchData, { params: { id: profileId } }),
  });

export function useResearchData(profileId: string | undefined) {
  return useQuery({ ...researchDataQuery(profileId ?? ''), enabled: profileId !== undefined });
}
