import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { networkingRoutes, type ConnectionRequest } from '@app/contracts/networking/http';
import type { ListPage } from '../../lib/api-client';
import { callApi, callApiPage, type CallInput, type QueryValues } from '../../lib/call-api';
import { invalidateNotifications } from '../notifications/notifications';

export const academicRequestsKey = ['/api/academic-connections/requests'] as const;

/** Which requests involving the user to read: a page, narrowed by direction, kind, status, person or id. */
export type AcademicRequestsCriteria = NonNullable<CallInput<typeof networkingRoutes.requests>['query']>;

/**
 * `GET /api/academic-connections/requests`: a page of the requests that involve the user, newest
 * first, with their total. The server pages them (a well-known supervisor has thousands), so a
 * screen asks for the slice it shows. Not cached (spec 1 §7 and §9): every visit shows the
 * current state.
 */
export const academicRequestsQuery = (criteria: AcademicRequestsCriteria) =>
  queryOptions({
    queryKey: [...academicRequestsKey, criteria] as const,
    queryFn: (): Promise<ListPage<ConnectionRequest>> =>
      callApiPage(networkingRoutes.requests, criteria as QueryValues),
    staleTime: 0,
    gcTime: 0,
  });

export function useAcademicRequests(criteria: AcademicRequestsCriteria, enabled = true) {
  return useQuery({ ...academicRequestsQuery(criteria), enabled });
}

export type RequestResponse = 'accepted' | 'rejected';

/** `POST /api/academic-connections/:id/respond`: the addressee accepts or declines. */
function respondToRequest({ id, response }: { id: string; response: RequestResponse }): Promise<unknown> {
  return callApi(networkingRoutes.respond, { params: { id }, body: { response } });
}

/**
 * The notifications service marks a request's notification read when the answer's event reaches
 * it, a moment after the answer: look again now, and once more shortly after.
 */
const NOTIFICATION_CATCH_UP_MS = 1500;

/** Answers a request; this also refreshes the notifications and their count (spec 1 §4). */
export function useRespondToRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: respondToRequest,
    // Not awaited: on the dashboard the answered request leaves the lists when they come back,
    // taking its buttons (and the callbacks given to `mutate`) with it; this way those callbacks
    // run first.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: academicRequestsKey });
      void invalidateNotifications(client);
      setTimeout(() => void invalidateNotifications(client), NOTIFICATION_CATCH_UP_MS);
    },
  });
}
