import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRoutes, type AdminActionResponse } from '@app/contracts/admin/http';
import { callApi } from '../../../lib/call-api';
import { adminUsersKey } from './get-users';

function deleteUser(userId: string): Promise<AdminActionResponse> {
  return callApi(adminRoutes.deleteUser, { params: { id: userId } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
