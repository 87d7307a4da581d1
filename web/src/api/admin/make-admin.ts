import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes, type RoleChangeResponse } from '@app/contracts/admin/http';
import { callApi } from '../../lib/call-api';
import { refreshAdminViews } from './get-audit-log';

function makeAdmin(userId: string): Promise<RoleChangeResponse> {
  return callApi(adminRoutes.makeAdmin, { params: { id: userId } });
}

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    // Refused attempts are recorded too.
    onSettled: () => refreshAdminViews(queryClient),
  });
}
