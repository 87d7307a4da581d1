import { useQuery } from '@tanstack/react-query';
import { networkingRoutes, type OutgoingSupervisorRequest } from '@app/contracts/networking/http';
import { callApi } from '../../lib/call-api';

/** The supervisors who accepted my supervision requests (the newest 20): the candidate's supervisors. */
export function useMySupervisors(enabled: boolean) {
  return useQuery({
    // Under the outgoing requests' key, so sending or answering one refreshes it too.
    queryKey: [networkingRoutes.outgoingSupervisorRequests.path, 'accepted'] as const,
    queryFn: (): Promise<OutgoingSupervisorRequest[]> =>
      callApi(networkingRoutes.outgoingSupervisorRequests, { query: { status: 'accepted', limit: 20 } }),
    enabled,
    staleTime: 30_000,
  });
}
