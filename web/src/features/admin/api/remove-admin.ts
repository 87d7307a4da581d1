import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleChangeResponse } from '@app/contracts/admin/http';
import { apiRequest } from '../../../lib/api-client';
import { adminUsersKey } from './get-users';

export function removeAdmin(userId: string): Promise<RoleChangeResponse> {
  return apiRequest<RoleChangeResponse>('POST', `/api/admin/users/${userId}/remove-admin`);
}

export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
