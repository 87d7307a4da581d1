import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes, type AdminActionResponse } from '@app/contracts/admin/http';
import { callApi } from '../../lib/call-api';
import { refreshAdminViews } from './get-audit-log';

function deleteUser(userId: string): Promise<AdminActionResponse> {
  return callApi(adminRoutes.deleteUser, { params: { id: userId } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // Refused attempts are recorded too.
    onSettled: (_answer, error, userId) => refreshAdminViews(queryClient, error ? undefined : userId),
  });
}
