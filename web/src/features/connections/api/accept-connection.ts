import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateNotifications } from '../../../lib/api/notifications';
import { refreshNetworkingLists } from './invalidate-networking';

export function acceptConnection(connectionId: string): Promise<unknown> {
  return apiRequest('POST', `/api/academic-connections/${encodeURIComponent(connectionId)}/accept`);
}

/** Accepting also refreshes the notifications and their count (spec 1 §4). */
export function useAcceptConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptConnection,
    onSuccess: () => Promise.all([refreshNetworkingLists(client), invalidateNotifications(client)]),
  });
}
