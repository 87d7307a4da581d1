import { notificationsRoutes } from '@app/contracts/notifications/http';
import { currentUser, registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { NotificationsService } from './notifications-service';

export const notificationRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  registerRoute(app, notificationsRoutes.list, async (req) =>
    notifications.list(currentUser(req).userId, req.query.limit),
  );

  registerRoute(app, notificationsRoutes.count, async (req) => ({
    count: await notifications.count(currentUser(req).userId),
  }));

  registerRoute(app, notificationsRoutes.markRead, async (req) =>
    notifications.markRead(req.params.id, currentUser(req).userId),
  );

  registerRoute(app, notificationsRoutes.clear, async (req) => {
    const deleted = await notifications.clear(currentUser(req).userId);
    return { success: true as const, message: 'Notifications cleared', deleted };
  });
};
