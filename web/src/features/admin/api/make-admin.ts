import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleChangeResponse } from '@app/contracts/admin/http';
import { apiRequest } from '../../../lib/api-client';
import { adminUsersKey } from './get-users';

export function makeAdmin(userId: string): Promise<RoleChangeResponse> {
  return apiRequest<RoleChangeResponse>('POST', `/api/admin/users/${userId}/make-admin`);
}

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
