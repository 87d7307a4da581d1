import { queryOptions } from '@tanstack/react-query';
import type { OutgoingSupervisorRequestsResponse } from '@app/contracts/networking/http';
import { apiGet } from '../../../lib/api-client';

/** My outgoing supervisor requests. Not displayed (spec 1 §7), but refreshed after each new request. */
export const supervisorRequestsKey = ['/api/phd-supervisor-requests'] as const;

export const supervisorRequestsQuery = queryOptions({
  queryKey: supervisorRequestsKey,
  queryFn: () => apiGet<OutgoingSupervisorRequestsResponse>('/api/phd-supervisor-requests'),
});
