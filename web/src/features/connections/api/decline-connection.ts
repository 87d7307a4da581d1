import { useMutation, useQueryClient } from '@tanstack/react-query';
import { networkingRoutes } from '@app/contracts/networking/http';
import { callApi } from '../../../lib/call-api';
import { refreshNetworkingLists } from './invalidate-networking';

function declineConnection(connectionId: string): Promise<unknown> {
  return callApi(networkingRoutes.decline, { params: { id: connectionId } });
}

export function useDeclineConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: declineConnection,
    onSuccess: () => refreshNetworkingLists(client),
  });
}
