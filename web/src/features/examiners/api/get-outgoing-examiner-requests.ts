import { queryOptions, useQuery } from '@tanstack/react-query';
import { networkingRoutes, type OutgoingExaminerRequest } from '@app/contracts/networking/http';
import { callApi } from '../../../lib/call-api';

export type { OutgoingExaminerRequest };

export const outgoingExaminerRequestsKey = ['/api/phd-examiner-requests'] as const;

const outgoingExaminerRequestsQuery = queryOptions({
  queryKey: outgoingExaminerRequestsKey,
  queryFn: () => callApi(networkingRoutes.outgoingExaminerRequests),
});

/** Only when signed in (spec 1 §7). */
export function useOutgoingExaminerRequests(enabled: boolean) {
  return useQuery({ ...outgoingExaminerRequestsQuery, enabled });
}
