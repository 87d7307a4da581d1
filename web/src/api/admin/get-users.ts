import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes, type AdminUserListResponse } from '@app/contracts/admin/http';
import { callApi } from '../../lib/call-api';

/** Every admin user query starts with this, so one invalidation refreshes lists and analytics alike. */
export const adminUsersKey = ['/api/admin/users'] as const;

export interface AdminUserListParams {
  search: string;
  page: number;
  pageSize: number;
}

function getAdminUsers(params: AdminUserListParams): Promise<AdminUserListResponse> {
  return callApi(adminRoutes.users, {
    query: { search: params.search.trim(), page: params.page, pageSize: params.pageSize },
  });
}

const adminUsersQuery = (params: AdminUserListParams) =>
  queryOptions({
    queryKey: [...adminUsersKey, params] as const,
    queryFn: () => getAdminUsers(params),
  });

/** A page of users, newest first; the previous page stays on screen while the next one loads. */
export function useAdminUsers(params: AdminUserListParams) {
  return useQuery({ ...adminUsersQuery(params), placeholderData: keepPreviousData });
}
