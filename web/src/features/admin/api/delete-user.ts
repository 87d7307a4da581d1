import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminActionResponse } from '@app/contracts/admin/http';
import { apiRequest } from '../../../lib/api-client';
import { adminUsersKey } from './get-users';

export function deleteUser(userId: string): Promise<AdminActionResponse> {
  return apiRequest<AdminActionResponse>('DELETE', `/api/admin/users/${userId}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
