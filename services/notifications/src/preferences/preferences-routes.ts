import { notificationsRoutes } from '@app/contracts/notifications/http';
import { currentUser, registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { PreferencesService } from './preferences-service';

export const preferenceRoutes: FastifyPluginAsyncZod<{ preferences: PreferencesService }> = async (
  app,
  { preferences },
) => {
  registerRoute(app, notificationsRoutes.preferences, async (req) =>
    preferences.preferences(currentUser(req).userId),
  );

  registerRoute(app, notificationsRoutes.setPreferences, async (req) =>
    preferences.setPreferences(currentUser(req).userId, req.body.email),
  );
};
