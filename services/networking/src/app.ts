import { networkingRoutes } from '@app/contracts/networking/routes';
import { createService, type App } from '@app/service-kit';
import { migrations } from '../migrations';
import type { NetworkingConfig } from './config';

export async function buildApp(config: NetworkingConfig): Promise<App> {
  const app = await createService({
    name: 'networking',
    config,
    routes: networkingRoutes,
    migrations,
    publishes: 'networking',
  });
  return app;
}
