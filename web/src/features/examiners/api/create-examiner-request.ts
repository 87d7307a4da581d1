import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ThesisRequestValues } from '../../../components/request-forms/validation';
import { apiRequest } from '../../../lib/api-client';
import { outgoingExaminerRequestsKey } from './get-outgoing-examiner-requests';

/** Spec 1 §3 "Examiner request payload". */
export interface CreateExaminerRequestBody extends ThesisRequestValues {
  examinerId: string;
}

export function createExaminerRequest(body: CreateExaminerRequestBody): Promise<unknown> {
  return apiRequest('POST', '/api/phd-examiner-requests', body);
}

export function useCreateExaminerRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createExaminerRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: outgoingExaminerRequestsKey }),
  });
}
