import { useMutation, useQueryClient } from '@tanstack/react-query';
import { networkingRoutes } from '@app/contracts/networking/http';
import { callApi } from '../../../lib/call-api';
import { invalidateNotifications } from '../../../lib/api/notifications';
import { refreshNetworkingLists } from './invalidate-networking';

function acceptConnection(connectionId: string): Promise<unknown> {
  return callApi(networkingRoutes.accept, { params: { id: connectionId } });
}

/** Accepting also refreshes the notifications and their count (spec 1 §4). */
export function useAcceptConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptConnection,
    onSuccess: () => Promise.all([refreshNetworkingLists(client), invalidateNotifications(client)]),
  });
}
