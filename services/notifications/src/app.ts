import { notificationsRoutes } from '@app/contracts/notifications/routes';
import { createService, type App } from '@app/service-kit';
import { migrations } from '../migrations';
import type { NotificationsConfig } from './config';

export async function buildApp(config: NotificationsConfig): Promise<App> {
  const app = await createService({
    name: 'notifications',
    config,
    routes: notificationsRoutes,
    migrations,
  });
  return app;
}
