import { useMutation } from '@tanstack/react-query';
import type { AdminActionResponse, EmailUserBody } from '@app/contracts/admin/http';
import { apiRequest } from '../../../lib/api-client';

export function emailUser({
  userId,
  ...body
}: EmailUserBody & { userId: string }): Promise<AdminActionResponse> {
  return apiRequest<AdminActionResponse>('POST', `/api/admin/users/${userId}/email`, body);
}

/** Sends one email to a user; nothing cached changes, so nothing is refreshed. */
export function useEmailUser() {
  return useMutation({ mutationFn: emailUser });
}
