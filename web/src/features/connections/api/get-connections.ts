import { queryOptions, useQuery } from '@tanstack/react-query';
import { networkingRoutes, type MyConnection } from '@app/contracts/networking/http';
import { callApi } from '../../../lib/call-api';

/** Spec 1 §3 "Academic connection": one of my accepted connections, seen from my side. */
export type AcademicConnection = MyConnection;

export const connectionsKey = ['/api/academic-connections'] as const;

export const connectionsQuery = queryOptions({
  queryKey: connectionsKey,
  queryFn: () => callApi(networkingRoutes.myConnections),
});

export function useConnections() {
  return useQuery(connectionsQuery);
}
