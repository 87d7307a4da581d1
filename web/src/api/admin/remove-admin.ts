import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes, type RoleChangeResponse } from '@app/contracts/admin/http';
import { callApi } from '../../lib/call-api';
import { refreshAdminViews } from './get-audit-log';

function removeAdmin(userId: string): Promise<RoleChangeResponse> {
  return callApi(adminRoutes.removeAdmin, { params: { id: userId } });
}

export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdmin,
    // Refused attempts are recorded too.
    onSettled: () => refreshAdminViews(queryClient),
  });
}
