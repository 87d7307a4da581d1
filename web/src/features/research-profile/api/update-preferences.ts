import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferencesBody, PreferencesResponse } from '@app/contracts/profile/http';
import { apiRequest } from '../../../lib/api-client';
import { profileKey } from '../../../lib/api/profile';

/** `POST /api/profile/preferences`: availability flags, contact preferences and research statement. */
export function updatePreferences(body: PreferencesBody): Promise<PreferencesResponse> {
  return apiRequest<PreferencesResponse>('POST', '/api/profile/preferences', body);
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
