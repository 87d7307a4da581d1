import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationListResponse, NotificationResponse } from '@app/contracts/notifications/http';
import { apiRequest } from '../../../lib/api-client';
import { invalidateNotifications, notificationsKey } from '../../../lib/api/notifications';

/** `PATCH /api/notifications/:id/read`. */
export function markNotificationRead(id: string): Promise<NotificationResponse> {
  return apiRequest<NotificationResponse>('PATCH', `/api/notifications/${encodeURIComponent(id)}/read`);
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
