import { useMutation } from '@tanstack/react-query';
import { identityRoutes } from '@app/contracts/identity/http';
import { callApi } from '../../lib/call-api';

/** `DELETE /api/account`: removes the account and everything it holds. */
function deleteAccount(): Promise<unknown> {
  return callApi(identityRoutes.deleteAccount);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
