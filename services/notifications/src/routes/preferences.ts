import { NotificationPreferences } from '@app/contracts/notifications/http';
import { currentUser, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { NotificationsService } from '../service/notifications-service';

export const preferenceRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/api/notifications/preferences',
    { config: { auth: 'user' }, schema: { response: { 200: NotificationPreferences } } },
    async (req) => notifications.preferences(currentUser(req).userId),
  );

  app.put(
    '/api/notifications/preferences',
    {
      config: { auth: 'user' },
      schema: { body: NotificationPreferences, response: { 200: NotificationPreferences } },
    },
    async (req) => notifications.setPreferences(currentUser(req).userId, req.body.email),
  );
};
