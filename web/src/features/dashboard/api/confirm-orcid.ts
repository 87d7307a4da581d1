import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileChangeResponse } from '@app/contracts/profile/http';
import { apiRequest } from '../../../lib/api-client';
import { profileKey } from '../../../lib/api/profile';
import { authUserKey } from '../../../lib/session';
import { orcidStatusKey } from './get-orcid-status';

/** `POST /api/orcid/confirm`: links an iD the user proved, after they agreed to take it over. */
export function confirmOrcid(token: string): Promise<ProfileChangeResponse> {
  return apiRequest<ProfileChangeResponse>('POST', '/api/orcid/confirm', { token });
}

export function useConfirmOrcid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmOrcid,
    onSuccess: (data) => {
      const { message: _message, ...profile } = data;
      client.setQueryData(profileKey, profile);
      void client.invalidateQueries({ queryKey: orcidStatusKey });
      void client.invalidateQueries({ queryKey: authUserKey });
    },
  });
}
