import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { notificationsRoutes } from '@app/contracts/notifications/http';
import { callApi } from '../../lib/call-api';

export const notificationsKey = ['/api/notifications'] as const;
export const notificationCountKey = ['/api/notifications/count'] as const;

/** The signed-in user's notifications, newest first (dashboard card and detail dialog). */
const notificationsQuery = queryOptions({
  queryKey: notificationsKey,
  queryFn: () => callApi(notificationsRoutes.list),
});

/** How many are unread (the top bar's bell); only asked for when signed in. */
const notificationCountQuery = queryOptions({
  queryKey: notificationCountKey,
  queryFn: async () => (await callApi(notificationsRoutes.count)).count ?? 0,
});

export function useNotifications(enabled = true) {
  return useQuery({ ...notificationsQuery, enabled });
}

export function useNotificationCount(enabled = true) {
  return useQuery({ ...notificationCountQuery, enabled });
}

/** After anything that changes notifications (read, cleared, a request answered). */
export function invalidateNotifications(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: notificationsKey }),
    client.invalidateQueries({ queryKey: notificationCountKey }),
  ]).then(() => undefined);
}
