import { networkingRoutes, type OutgoingExaminerRequest } from '@app/contracts/networking/http';
import { usePagedList } from '../../lib/use-paged-list';

export type { OutgoingExaminerRequest };

export const outgoingExaminerRequestsKey = [networkingRoutes.outgoingExaminerRequests.path] as const;

/** The request tabs show 20 at a time. */
export const EXAMINER_REQUESTS_PAGE_SIZE = 20;

/** My examiner requests, newest first, a page at a time, searched by the examiner's name. Only when signed in (spec 1 §7). */
export function useOutgoingExaminerRequests(search: string, enabled: boolean) {
  return usePagedList({
    route: networkingRoutes.outgoingExaminerRequests,
    params: { search },
    pageSize: EXAMINER_REQUESTS_PAGE_SIZE,
    enabled,
  });
}
