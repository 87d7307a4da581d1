import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileRoutes } from '@app/contracts/profile/http';
import { callApi } from '../../lib/call-api';

export const orcidStatusKey = ['/api/orcid/status'] as const;

/** Whether an iD is linked and proven, and whether "Connect with ORCID" is offered here. */
const orcidStatusQuery = queryOptions({
  queryKey: orcidStatusKey,
  queryFn: () => callApi(profileRoutes.orcidStatus),
});

export function useOrcidStatus() {
  return useQuery(orcidStatusQuery);
}
