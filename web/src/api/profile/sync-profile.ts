import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileRoutes, type ProfileChangeResponse } from '@app/contracts/profile/http';
import { callApi } from '../../lib/call-api';
import { profileKey } from './own-profile';

/** `POST /api/profile/sync`: imports the ORCID record again. */
function syncProfile(): Promise<ProfileChangeResponse> {
  return callApi(profileRoutes.sync);
}

export function useSyncProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: syncProfile,
    onSuccess: (data) => {
      const { message: _message, ...profile } = data;
      client.setQueryData(profileKey, profile);
      // Research data and anything read from the profile elsewhere.
      return client.invalidateQueries({
        predicate: (q) => q.queryKey[0] === '/api/profile' && q.queryKey.length > 1,
      });
    },
  });
}
