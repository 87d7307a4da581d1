import { useMutation } from '@tanstack/react-query';
import { networkingRoutes } from '@app/contracts/networking/http';
import { callApi } from '../../lib/call-api';

function removeConnection(connectionId: string): Promise<unknown> {
  return callApi(networkingRoutes.removeConnection, { params: { id: connectionId } });
}

/** The lists are refreshed by the caller, after it has told the person (use-connection-actions). */
export function useRemoveConnection() {
  return useMutation({ mutationFn: removeConnection });
}
