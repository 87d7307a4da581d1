import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { ConnectionRequestsResponse } from '@app/contracts/networking/http';

export const academicRequestsKey = ['/api/academic-connections/requests'] as const;

/**
 * Connection, supervisor and examiner requests that involve the user, both directions (spec 1 §7:
 * not cached, so every visit shows the current state).
 */
export const academicRequestsQuery = queryOptions({
  queryKey: academicRequestsKey,
  queryFn: () => apiGet<ConnectionRequestsResponse>('/api/academic-connections/requests'),
  staleTime: 0,
  gcTime: 0,
});

export function useAcademicRequests(enabled = true) {
  return useQuery({ ...academicRequestsQuery, enabled });
}
