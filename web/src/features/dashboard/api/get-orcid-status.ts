import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrcidStatusResponse } from '@app/contracts/profile/http';
import { apiGet } from '../../../lib/api-client';

export const orcidStatusKey = ['/api/orcid/status'] as const;

/** Whether an iD is linked and proven, and whether "Connect with ORCID" is offered here. */
export const orcidStatusQuery = queryOptions({
  queryKey: orcidStatusKey,
  queryFn: () => apiGet<OrcidStatusResponse>('/api/orcid/status'),
});

export function useOrcidStatus() {
  return useQuery(orcidStatusQuery);
}
