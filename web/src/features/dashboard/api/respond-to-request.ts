import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateNotifications } from '../../../lib/api/notifications';
import { academicRequestsKey } from './get-academic-requests';

export type RequestResponse = 'accepted' | 'rejected';

/** `POST /api/academic-connections/:id/respond`: the addressee accepts or declines. */
export function respondToRequest({
  id,
  response,
}: {
  id: string;
  response: RequestResponse;
}): Promise<unknown> {
  return apiRequest('POST', `/api/academic-connections/${encodeURIComponent(id)}/respond`, { response });
}

export function useRespondToRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: respondToRequest,
    // Not awaited: the answered request leaves the lists when they come back, taking its buttons
    // (and the callbacks given to `mutate`) with it; this way those callbacks run first.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: academicRequestsKey });
      void invalidateNotifications(client);
    },
  });
}
