import { useMutation, useQueryClient } from '@tanstack/react-query';
import { networkingRoutes } from '@app/contracts/networking/http';
import type { ThesisRequestValues } from '../../components/request-forms/validation';
import { callApi } from '../../lib/call-api';

/** Spec 1 §3 "Supervisor request payload". */
interface CreateSupervisorRequestBody extends ThesisRequestValues {
  supervisorId: string;
}

function createSupervisorRequest(body: CreateSupervisorRequestBody): Promise<unknown> {
  return callApi(networkingRoutes.requestSupervisor, { body });
}

export function useCreateSupervisorRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSupervisorRequest,
    // Spec 1 §7: my supervisor requests are fetched again after sending one.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [networkingRoutes.outgoingSupervisorRequests.path] });
    },
  });
}
