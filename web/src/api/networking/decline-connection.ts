import { useMutation } from '@tanstack/react-query';
import { networkingRoutes } from '@app/contracts/networking/http';
import { callApi } from '../../lib/call-api';

function declineConnection(connectionId: string): Promise<unknown> {
  return callApi(networkingRoutes.decline, { params: { id: connectionId } });
}

/** The lists are refreshed by the caller, after it has told the person (use-connection-actions). */
export function useDeclineConnection() {
  return useMutation({ mutationFn: declineConnection });
}
