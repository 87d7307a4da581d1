import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConnectionRequest, ConnectionRequestsResponse } from '@app/contracts/networking/http';
import { apiGet } from '../../../lib/api-client';

export type { ConnectionRequest };

export const connectionRequestsKey = ['/api/academic-connections/requests'] as const;

/** Every request involving me, both directions. Spec 1 §9: the request query is not cached. */
export const connectionRequestsQuery = queryOptions({
  queryKey: connectionRequestsKey,
  queryFn: () => apiGet<ConnectionRequestsResponse>('/api/academic-connections/requests'),
  staleTime: 0,
  gcTime: 0,
});

export function useConnectionRequests() {
  return useQuery(connectionRequestsQuery);
}
