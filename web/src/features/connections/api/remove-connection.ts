import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshNetworkingLists } from './invalidate-networking';

export function removeConnection(connectionId: string): Promise<unknown> {
  return apiRequest('DELETE', `/api/academic-connections/${encodeURIComponent(connectionId)}`);
}

export function useRemoveConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeConnection,
    onSuccess: () => refreshNetworkingLists(client),
  });
}
