import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileRoutes, type ProfileChangeResponse } from '@app/contracts/profile/http';
import { callApi } from '../../lib/call-api';
import { showLinkedProfile } from './connect-orcid';

/** `POST /api/orcid/confirm`: links an iD the user proved, after they agreed to take it over. */
function confirmOrcid(token: string): Promise<ProfileChangeResponse> {
  return callApi(profileRoutes.confirmOrcid, { body: { token } });
}

export function useConfirmOrcid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmOrcid,
    onSuccess: (data) => showLinkedProfile(client, data),
  });
}
