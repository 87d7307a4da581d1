import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { adminRoutes } from '@app/contracts/admin/http';
import { callApi } from '../../lib/call-api';
import { adminUsersKey } from './get-users';

export const auditLogKey = ['/api/admin/audit'] as const;

const auditLogQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...auditLogKey, { page, pageSize }] as const,
    queryFn: () => callApi(adminRoutes.audit, { query: { page, pageSize } }),
  });

/** A page of the audit log, newest first; the previous page stays on screen while the next loads. */
export function useAuditLog(page: number, pageSize: number) {
  return useQuery({ ...auditLogQuery(page, pageSize), placeholderData: keepPreviousData });
}

/**
 * After an administrator's action, whether it succeeded or was refused (both are recorded): the
 * user lists and analytics, and the audit log. A user just deleted (`deletedUserId`) is not asked
 * about again: they are gone, and their analytics would answer 404.
 */
export function refreshAdminViews(client: QueryClient, deletedUserId?: string): Promise<void> {
  return Promise.all([
    client.invalidateQueries({
      queryKey: adminUsersKey,
      predicate: (query) => deletedUserId === undefined || query.queryKey[1] !== deletedUserId,
    }),
    client.invalidateQueries({ queryKey: auditLogKey }),
  ]).then(() => undefined);
}
