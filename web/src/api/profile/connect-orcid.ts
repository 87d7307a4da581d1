import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { profileRoutes, type ProfileChangeResponse } from '@app/contracts/profile/http';
import { callApi } from '../../lib/call-api';
import { profileKey } from './own-profile';
import { authUserKey } from '../../lib/session';
import { orcidStatusKey } from './get-orcid-status';

/** `POST /api/orcid/connect`: links the iD and imports the ORCID record. */
function connectOrcid(orcidId: string): Promise<ProfileChangeResponse> {
  return callApi(profileRoutes.connectOrcid, { body: { orcidId } });
}

/**
 * The callbacks are given here rather than to `mutate`: the answer turns the dashboard into its
 * linked state at once, which removes the form that asked (and `mutate` callbacks of a component
 * that is gone never run).
 */
export function useConnectOrcid(
  callbacks: {
    onSuccess?(data: ProfileChangeResponse): void;
    onError?(error: Error): void;
  } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: connectOrcid,
    onSuccess: (data) => {
      callbacks.onSuccess?.(data);
      showLinkedProfile(client, data);
    },
    onError: (error) => callbacks.onError?.(error),
  });
}

/** A link answered with the profile: show it at once, and read the link status and the user again. */
export function showLinkedProfile(client: QueryClient, data: ProfileChangeResponse): void {
  const { message: _message, ...profile } = data;
  client.setQueryData(profileKey, profile);
  void client.invalidateQueries({ queryKey: orcidStatusKey });
  void client.invalidateQueries({ queryKey: authUserKey });
}
