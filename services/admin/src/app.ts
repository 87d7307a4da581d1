import { adminRoutes } from '@app/contracts/admin/routes';
import { createService, type App } from '@app/service-kit';
import { migrations } from '../migrations';
import type { AdminConfig } from './config';

export async function buildApp(config: AdminConfig): Promise<App> {
  const app = await createService({
    name: 'admin',
    config,
    routes: adminRoutes,
    migrations,
    publishes: 'admin',
  });
  return app;
}
