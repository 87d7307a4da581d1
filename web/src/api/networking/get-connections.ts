import { networkingRoutes, type MyConnection } from '@app/contracts/networking/http';
import { callApi } from '../../lib/call-api';
import { usePagedList } from '../../lib/use-paged-list';

/** Spec 1 §3 "Academic connection": one of my accepted connections, seen from my side. */
export type AcademicConnection = MyConnection;

export const connectionsKey = ['/api/academic-connections'] as const;

/** My Connections shows 24 at a time (whole rows of 1, 2, 3 or 4 cards). */
const CONNECTIONS_PAGE_SIZE = 24;

/**
 * My connections, newest first, a page at a time; `search` (part of a name) is applied by the
 * server, which says how many there are in all (a senior researcher has thousands).
 */
export function useConnections(search: string) {
  return usePagedList({
    route: networkingRoutes.myConnections,
    params: { search: search.trim() },
    pageSize: CONNECTIONS_PAGE_SIZE,
  });
}

/** My connection with one researcher, read fresh from the server (not from the pages loaded). */
export async function connectionWith(researcher: {
  id: string;
  userId: string;
}): Promise<AcademicConnection | undefined> {
  const found = await callApi(networkingRoutes.myConnections, {
    query: { people: [researcher.userId, researcher.id] },
  });
  return findConnection(found, researcher);
}

/** The connection record a Disconnect removes: the one with that researcher. */
export function findConnection<T extends { userId?: string | null; profileId?: string | null }>(
  connections: readonly T[] | undefined,
  researcher: { id: string; userId: string },
): T | undefined {
  return (connections ?? []).find(
    (c) =>
      (c.userId != null && c.userId === researcher.userId) ||
      (c.profileId != null && c.profileId === researcher.id),
  );
}
