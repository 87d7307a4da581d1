import { notificationsRoutes } from '@app/contracts/notifications/http';
import { currentUser, registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { NotificationsService } from '../service/notifications-service';

export const preferenceRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  registerRoute(app, notificationsRoutes.preferences, async (req) =>
    notifications.preferences(currentUser(req).userId),
  );

  registerRoute(app, notificationsRoutes.setPreferences, async (req) =>
    notifications.setPreferences(currentUser(req).userId, req.body.email),
  );
};
