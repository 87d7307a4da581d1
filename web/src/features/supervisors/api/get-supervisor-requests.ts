import { queryOptions } from '@tanstack/react-query';
import { networkingRoutes } from '@app/contracts/networking/http';
import { callApi } from '../../../lib/call-api';

/**
 * My outgoing supervisor requests, refreshed after each new request. Not listed (spec 1 §7): the
 * finder only marks the supervisors whose answer I await (request-button.tsx).
 */
const supervisorRequestsKey = ['/api/phd-supervisor-requests'] as const;

export const supervisorRequestsQuery = queryOptions({
  queryKey: supervisorRequestsKey,
  queryFn: () => callApi(networkingRoutes.outgoingSupervisorRequests),
});
