import { groupsRoutes } from '@app/contracts/groups/http';
import { consumers, createService, database, nats, outbox, use } from '@app/service-kit';
import { migrations } from '../migrations';
import type { GroupsConfig } from './config';
import { groupEmailRoutes, GroupEmailService } from './group-email';
import { groupProjectsRoutes, GroupProjectsService } from './group-projects';
import { GroupsService, researcherGroupsRoutes, researchGroupsRoutes } from './groups';
import { personalDataRoutes } from './personal-data';
import { subscriptions } from './subscriptions';

/** Groups owns research groups and their memberships, and lists each group's projects. */
export async function buildApp(config: GroupsConfig) {
  const app = await createService({ name: 'groups', config, routes: Object.values(groupsRoutes) })
    .then(use(database, { migrations }))
    .then(use(nats))
    .then(use(outbox, { stream: 'groups' }));
  const groups = new GroupsService(app.db, app.events);
  await app.register(researchGroupsRoutes, { groups });
  await app.register(researcherGroupsRoutes, { groups });
  await app.register(groupProjectsRoutes, { groupProjects: new GroupProjectsService(app.db) });
  await app.register(groupEmailRoutes, { groupEmail: new GroupEmailService(app.db, app.events) });
  await app.register(personalDataRoutes, { db: app.db });
  return use(consumers, { subscriptions })(app);
}

export type GroupsApp = Awaited<ReturnType<typeof buildApp>>;
