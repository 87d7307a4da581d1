import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileChangeResponse } from '@app/contracts/profile/http';
import { apiRequest } from '../../../lib/api-client';
import { showLinkedProfile } from './connect-orcid';

/** `POST /api/orcid/confirm`: links an iD the user proved, after they agreed to take it over. */
export function confirmOrcid(token: string): Promise<ProfileChangeResponse> {
  return apiRequest<ProfileChangeResponse>('POST', '/api/orcid/confirm', { token });
}

export function useConfirmOrcid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmOrcid,
    onSuccess: (data) => showLinkedProfile(client, data),
  });
}
