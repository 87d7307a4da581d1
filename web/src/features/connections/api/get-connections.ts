import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyConnection, MyConnectionsResponse } from '@app/contracts/networking/http';
import { apiGet } from '../../../lib/api-client';

/** Spec 1 §3 "Academic connection": one of my accepted connections, seen from my side. */
export type AcademicConnection = MyConnection;

export const connectionsKey = ['/api/academic-connections'] as const;

export const connectionsQuery = queryOptions({
  queryKey: connectionsKey,
  queryFn: () => apiGet<MyConnectionsResponse>('/api/academic-connections'),
});

export function useConnections() {
  return useQuery(connectionsQuery);
}
