import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsRoutes, type ClearNotificationsResponse } from '@app/contracts/notifications/http';
import { callApi } from '../../lib/call-api';
import { invalidateNotifications } from './notifications';

/** `DELETE /api/notifications/clear`: removes every notification of the user. */
function clearNotifications(): Promise<ClearNotificationsResponse> {
  return callApi(notificationsRoutes.clear);
}

export function useClearNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: clearNotifications,
    // Not awaited: with nothing left the cleanup card goes, and its callbacks must run first.
    onSuccess: () => {
      void invalidateNotifications(client);
    },
  });
}
