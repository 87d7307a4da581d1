import { useMutation, useQueryClient } from '@tanstack/react-query';
import { networkingRoutes, type ClearRequestsResponse } from '@app/contracts/networking/http';
import { callApi } from '../../lib/call-api';
import { academicRequestsKey } from './academic-requests';

/** `DELETE /api/academic-requests/clear`: removes the pending and declined requests sent to the user. */
function clearAcademicRequests(): Promise<ClearRequestsResponse> {
  return callApi(networkingRoutes.clearRequests);
}

export function useClearAcademicRequests() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: clearAcademicRequests,
    // Not awaited: with nothing left the cleanup card goes, and its callbacks must run first.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: academicRequestsKey });
    },
  });
}
