import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshNetworkingLists } from './invalidate-networking';

export function declineConnection(connectionId: string): Promise<unknown> {
  return apiRequest('POST', `/api/academic-connections/${encodeURIComponent(connectionId)}/decline`);
}

export function useDeclineConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: declineConnection,
    onSuccess: () => refreshNetworkingLists(client),
  });
}
