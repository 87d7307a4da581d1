import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsRoutes, type EmailPreference } from '@app/contracts/notifications/http';
import { callApi } from '../../lib/call-api';

const emailPreferenceKey = ['/api/notifications/preferences'] as const;

/** How often the signed-in user is emailed about notifications. */
const emailPreferenceQuery = queryOptions({
  queryKey: emailPreferenceKey,
  queryFn: async () => (await callApi(notificationsRoutes.preferences)).email,
});

export function useEmailPreference(enabled = true) {
  return useQuery({ ...emailPreferenceQuery, enabled });
}

/** `PUT /api/notifications/preferences`: the saved choice is what the server answers. */
export function useSetEmailPreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (email: EmailPreference) =>
      (await callApi(notificationsRoutes.setPreferences, { body: { email } })).email,
    onSuccess: (saved) => client.setQueryData(emailPreferenceKey, saved),
  });
}
