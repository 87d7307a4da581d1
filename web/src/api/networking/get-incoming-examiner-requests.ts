import { networkingRoutes } from '@app/contracts/networking/http';
import { usePagedList } from '../../lib/use-paged-list';
import { EXAMINER_REQUESTS_PAGE_SIZE } from './get-outgoing-examiner-requests';

/** The examiner requests addressed to me, newest first, a page at a time, searched by the student's name. */
export function useIncomingExaminerRequests(search: string, enabled: boolean) {
  return usePagedList({
    route: networkingRoutes.requests,
    params: { direction: 'incoming', type: 'examiner_request', search },
    pageSize: EXAMINER_REQUESTS_PAGE_SIZE,
    enabled,
  });
}
