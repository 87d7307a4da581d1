import { IdParams } from '@app/contracts';
import {
  ClearNotificationsResponse,
  NotificationCountResponse,
  NotificationListQuery,
  NotificationListResponse,
  NotificationResponse,
} from '@app/contracts/notifications/http';
import { currentUser, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { NotificationsService } from '../service/notifications-service';

export const notificationRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/api/notifications',
    {
      config: { auth: 'user' },
      schema: { querystring: NotificationListQuery, response: { 200: NotificationListResponse } },
    },
    async (req) => notifications.list(currentUser(req).userId, req.query.limit),
  );

  app.get(
    '/api/notifications/count',
    { config: { auth: 'user' }, schema: { response: { 200: NotificationCountResponse } } },
    async (req) => ({ count: await notifications.count(currentUser(req).userId) }),
  );

  app.patch(
    '/api/notifications/:id/read',
    { config: { auth: 'user' }, schema: { params: IdParams, response: { 200: NotificationResponse } } },
    async (req) => notifications.markRead(req.params.id, currentUser(req).userId),
  );

  app.delete(
    '/api/notifications/clear',
    { config: { auth: 'user' }, schema: { response: { 200: ClearNotificationsResponse } } },
    async (req) => {
      const deleted = await notifications.clear(currentUser(req).userId);
      return { success: true as const, message: 'Notifications cleared', deleted };
    },
  );
};
