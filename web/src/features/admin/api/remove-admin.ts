import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes, type RoleChangeResponse } from '@app/contracts/admin/http';
import { callApi } from '../../../lib/call-api';
import { adminUsersKey } from './get-users';

function removeAdmin(userId: string): Promise<RoleChangeResponse> {
  return callApi(adminRoutes.removeAdmin, { params: { id: userId } });
}

export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
