import { groupsRoutes } from '@app/contracts/groups/http';
import { consumers, createService, database, nats, outbox, use } from '@app/service-kit';
import { migrations } from '../migrations';
import type { GroupsConfig } from './config';
import { subscriptions } from './events/subscriptions';
import { researchGroupsRoutes } from './routes/research-groups';
import { researcherGroupsRoutes } from './routes/researcher-groups';
import { GroupsService } from './service/groups-service';

/** Groups owns research groups and their memberships, and lists each group's projects. */
export async function buildApp(config: GroupsConfig) {
  const app = await createService({ name: 'groups', config, routes: Object.values(groupsRoutes) })
    .then(use(database, { migrations }))
    .then(use(nats))
    .then(use(outbox, { stream: 'groups' }));
  const groups = new GroupsService(app.db, app.events);
  await app.register(researchGroupsRoutes, { groups });
  await app.register(researcherGroupsRoutes, { groups });
  return use(consumers, { subscriptions })(app);
}

export type GroupsApp = Awaited<ReturnType<typeof buildApp>>;
