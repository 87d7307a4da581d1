import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileRoutes } from '@app/contracts/profile/http';
import { callApi } from '../../../lib/call-api';

export const researchInterestsKey = ['/api/research-interests'] as const;

/** Every research interest anyone has named, to pick from. */
const researchInterestsQuery = queryOptions({
  queryKey: researchInterestsKey,
  queryFn: () => callApi(profileRoutes.researchInterests),
});

export function useResearchInterests() {
  return useQuery(researchInterestsQuery);
}
