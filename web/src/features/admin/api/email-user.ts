import { useMutation } from '@tanstack/react-query';
import { adminRoutes, type AdminActionResponse, type EmailUserBody } from '@app/contracts/admin/http';
import { callApi } from '../../../lib/call-api';

function emailUser({ userId, ...body }: EmailUserBody & { userId: string }): Promise<AdminActionResponse> {
  return callApi(adminRoutes.emailUser, { params: { id: userId }, body });
}

/** Sends one email to a user; nothing cached changes, so nothing is refreshed. */
export function useEmailUser() {
  return useMutation({ mutationFn: emailUser });
}
