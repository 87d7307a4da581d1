import { profileRoutes } from '@app/contracts/profile/routes';
import { createService, type App } from '@app/service-kit';
import { migrations } from '../migrations';
import type { ProfileConfig } from './config';

export async function buildApp(config: ProfileConfig): Promise<App> {
  const app = await createService({
    name: 'profile',
    config,
    routes: profileRoutes,
    migrations,
    publishes: 'profile',
  });
  return app;
}
