import { queryOptions, useQuery } from '@tanstack/react-query';
import { networkingRoutes } from '@app/contracts/networking/http';
import { callApi } from '../../lib/call-api';

const networkStatisticsQuery = queryOptions({
  queryKey: ['/api/researchers/network/statistics'] as const,
  queryFn: () => callApi(networkingRoutes.networkStatistics),
});

/** The whole network's figures (spec 2's formulas, counted on the server); signed in only. */
export function useNetworkStatistics(enabled: boolean) {
  return useQuery({ ...networkStatisticsQuery, enabled });
}
