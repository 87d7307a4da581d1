import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserAnalyticsResponse } from '@app/contracts/admin/http';
import { apiGet } from '../../../lib/api-client';
import { adminUsersKey } from './get-users';

export function getUserAnalytics(userId: string): Promise<UserAnalyticsResponse> {
  return apiGet<UserAnalyticsResponse>(`/api/admin/users/${userId}/analytics`);
}

export const userAnalyticsQuery = (userId: string) =>
  queryOptions({
    queryKey: [...adminUsersKey, userId, 'analytics'] as const,
    queryFn: () => getUserAnalytics(userId),
  });

/** Last login and login count of one user. */
export function useUserAnalytics(userId: string | null) {
  return useQuery({ ...userAnalyticsQuery(userId ?? ''), enabled: Boolean(userId) });
}
