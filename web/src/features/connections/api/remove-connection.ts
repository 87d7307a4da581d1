import { useMutation, useQueryClient } from '@tanstack/react-query';
import { networkingRoutes } from '@app/contracts/networking/http';
import { callApi } from '../../../lib/call-api';
import { refreshNetworkingLists } from './invalidate-networking';

function removeConnection(connectionId: string): Promise<unknown> {
  return callApi(networkingRoutes.removeConnection, { params: { id: connectionId } });
}

export function useRemoveConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeConnection,
    onSuccess: () => refreshNetworkingLists(client),
  });
}
