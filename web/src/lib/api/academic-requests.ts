import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { networkingRoutes, type ConnectionRequestsResponse } from '@app/contracts/networking/http';
import { callApi } from '../call-api';
import { invalidateNotifications } from './notifications';

export const academicRequestsKey = ['/api/academic-connections/requests'] as const;

/** `GET /api/academic-connections/requests`: connection, supervisor and examiner requests. */
function getAcademicRequests(): Promise<ConnectionRequestsResponse> {
  return callApi(networkingRoutes.requests);
}

/**
 * Every request that involves the user, both directions: the dashboard, the networking page and the
 * examiner page read it (spec 1 §7 and §9: not cached, so every visit shows the current state).
 */
export const academicRequestsQuery = queryOptions({
  queryKey: academicRequestsKey,
  queryFn: getAcademicRequests,
  staleTime: 0,
  gcTime: 0,
});

export function useAcademicRequests(enabled = true) {
  return useQuery({ ...academicRequestsQuery, enabled });
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
