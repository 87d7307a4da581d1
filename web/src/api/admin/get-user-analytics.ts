import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes, type UserAnalyticsResponse } from '@app/contracts/admin/http';
import { callApi } from '../../lib/call-api';
import { adminUsersKey } from './get-users';

function getUserAnalytics(userId: string): Promise<UserAnalyticsResponse> {
  return callApi(adminRoutes.userAnalytics, { params: { id: userId } });
}

const userAnalyticsQuery = (userId: string) =>
  queryOptions({
    queryKey: [...adminUsersKey, userId, 'analytics'] as const,
    queryFn: () => getUserAnalytics(userId),
  });

/** Last login and login count of one user. */
export function useUserAnalytics(userId: string | null) {
  return useQuery({ ...userAnalyticsQuery(userId ?? ''), enabled: Boolean(userId) });
}
