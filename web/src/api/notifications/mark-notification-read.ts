import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  notificationsRoutes,
  type NotificationListResponse,
  type NotificationResponse,
} from '@app/contracts/notifications/http';
import { callApi } from '../../lib/call-api';
import { invalidateNotifications, notificationsKey } from './notifications';

/** `PATCH /api/notifications/:id/read`. */
function markNotificationRead(id: string): Promise<NotificationResponse> {
  return callApi(notificationsRoutes.markRead, { params: { id } });
}

export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (_data, id) => {
      client.setQueryData<NotificationListResponse>(notificationsKey, (list) =>
        list?.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
      );
      return invalidateNotifications(client);
    },
  });
}
