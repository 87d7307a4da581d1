import { queryOptions } from '@tanstack/react-query';
import { networkingRoutes } from '@app/contracts/networking/http';
import { callApi } from '../../../lib/call-api';

/** My outgoing supervisor requests. Not displayed (spec 1 §7), but refreshed after each new request. */
const supervisorRequestsKey = ['/api/phd-supervisor-requests'] as const;

export const supervisorRequestsQuery = queryOptions({
  queryKey: supervisorRequestsKey,
  queryFn: () => callApi(networkingRoutes.outgoingSupervisorRequests),
});
