import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateNotifications } from '../../../lib/api/notifications';
import { connectionRequestsKey } from './get-connection-requests';

export type RequestResponse = 'accepted' | 'rejected';

export function respondToRequest({
  id,
  response,
}: {
  id: string;
  response: RequestResponse;
}): Promise<unknown> {
  return apiRequest('POST', `/api/academic-connections/${encodeURIComponent(id)}/respond`, { response });
}

/** Answers an incoming examiner request; accepting also refreshes notifications and their count. */
export function useRespondToRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: respondToRequest,
    onSuccess: (_data, { response }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: connectionRequestsKey }),
        response === 'accepted' ? invalidateNotifications(client) : undefined,
      ]),
  });
}
