import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes, type AdminActionResponse, type EmailUserBody } from '@app/contracts/admin/http';
import { callApi } from '../../lib/call-api';
import { refreshAdminViews } from './get-audit-log';

function emailUser({ userId, ...body }: EmailUserBody & { userId: string }): Promise<AdminActionResponse> {
  return callApi(adminRoutes.emailUser, { params: { id: userId }, body });
}

/** Sends one email to a user; the audit log records it. */
export function useEmailUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: emailUser, onSettled: () => refreshAdminViews(queryClient) });
}
