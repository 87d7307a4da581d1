import { groupsRoutes } from '@app/contracts/groups/routes';
import { createService, type App } from '@app/service-kit';
import { migrations } from '../migrations';
import type { GroupsConfig } from './config';

export async function buildApp(config: GroupsConfig): Promise<App> {
  const app = await createService({
    name: 'groups',
    config,
    routes: groupsRoutes,
    migrations,
    publishes: 'groups',
  });
  return app;
}
