import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileRoutes, type PreferencesBody, type PreferencesResponse } from '@app/contracts/profile/http';
import { callApi } from '../../lib/call-api';
import { profileKey } from './own-profile';

/** `POST /api/profile/preferences`: availability flags, contact preferences and research statement. */
function updatePreferences(body: PreferencesBody): Promise<PreferencesResponse> {
  return callApi(profileRoutes.setPreferences, { body });
}

export function useUpdatePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    // Not awaited: the refetched profile has a new updatedAt, which remounts the preferences form
    // (its key) and would drop the callbacks given to `mutate`, the success toast among them.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: profileKey });
    },
  });
}
