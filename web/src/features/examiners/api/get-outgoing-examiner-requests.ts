import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  OutgoingExaminerRequest,
  OutgoingExaminerRequestsResponse,
} from '@app/contracts/networking/http';
import { apiGet } from '../../../lib/api-client';

export type { OutgoingExaminerRequest };

export const outgoingExaminerRequestsKey = ['/api/phd-examiner-requests'] as const;

export const outgoingExaminerRequestsQuery = queryOptions({
  queryKey: outgoingExaminerRequestsKey,
  queryFn: () => apiGet<OutgoingExaminerRequestsResponse>('/api/phd-examiner-requests'),
});

/** Only when signed in (spec 1 §7). */
export function useOutgoingExaminerRequests(enabled: boolean) {
  return useQuery({ ...outgoingExaminerRequestsQuery, enabled });
}
