import { useMutation, useQueryClient } from '@tanstack/react-query';
import { networkingRoutes } from '@app/contracts/networking/http';
import type { ThesisRequestValues } from '../../components/request-forms/validation';
import { callApi } from '../../lib/call-api';
import { outgoingExaminerRequestsKey } from './get-outgoing-examiner-requests';

/** Spec 1 §3 "Examiner request payload". */
interface CreateExaminerRequestBody extends ThesisRequestValues {
  examinerId: string;
}

function createExaminerRequest(body: CreateExaminerRequestBody): Promise<unknown> {
  return callApi(networkingRoutes.requestExaminer, { body });
}

export function useCreateExaminerRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createExaminerRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: outgoingExaminerRequestsKey }),
  });
}
