import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `DELETE /api/account`: removes the account and everything it holds. */
export function deleteAccount(): Promise<unknown> {
  return apiRequest('DELETE', '/api/account');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
