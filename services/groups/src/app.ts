import { groupsRoutes } from '@app/contracts/groups/routes';
import { createService, type App } from '@app/service-kit';
import { migrations } from '../migrations';
import type { GroupsConfig } from './config';
import { subscriptions } from './events/subscriptions';
import { researchGroupsRoutes } from './routes/research-groups';
import { researcherGroupsRoutes } from './routes/researcher-groups';
import { GroupsService } from './service/groups-service';

/** Groups owns research groups and their memberships, and lists each group's projects. */
export async function buildApp(config: GroupsConfig): Promise<App> {
  const app = await createService({
    name: 'groups',
    config,
    routes: groupsRoutes,
    migrations,
    publishes: 'groups',
    subscriptions,
  });
  const groups = new GroupsService(app.db, app.events);
  await app.register(researchGroupsRoutes, { groups });
  await app.register(researcherGroupsRoutes, { groups });
  return app;
}
