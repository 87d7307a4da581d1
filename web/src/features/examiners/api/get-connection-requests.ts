import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConnectionRequest, ConnectionRequestsResponse } from '@app/contracts/networking/http';
import { apiGet } from '../../../lib/api-client';

export type { ConnectionRequest };

/** The same list the dashboard and the networking page read: every request involving me. */
export const connectionRequestsKey = ['/api/academic-connections/requests'] as const;

/** Spec 1 §9: the request query is not cached. */
export const connectionRequestsQuery = queryOptions({
  queryKey: connectionRequestsKey,
  queryFn: () => apiGet<ConnectionRequestsResponse>('/api/academic-connections/requests'),
  staleTime: 0,
  gcTime: 0,
});

export function useConnectionRequests(enabled: boolean) {
  return useQuery({ ...connectionRequestsQuery, enabled });
}
