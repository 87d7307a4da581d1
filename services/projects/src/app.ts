import { projectsRoutes } from '@app/contracts/projects/http';
import { consumers, createService, database, nats, outbox, use } from '@app/service-kit';
import { migrations } from '../migrations';
import type { ProjectsConfig } from './config';
import { memberRoutes, MembershipService } from './memberships';
import { personalDataRoutes } from './personal-data';
import { optionsRoutes, projectRoutes, ProjectsService } from './projects';
import { subscriptions } from './subscriptions';

/**
 * Projects owns research projects and their members, and keeps a read model of research profiles
 * for creator and collaborator details and for relevance.
 */
export async function buildApp(config: ProjectsConfig) {
  const app = await createService({ name: 'projects', config, routes: Object.values(projectsRoutes) })
    .then(use(database, { migrations }))
    .then(use(nats))
    .then(use(outbox, { stream: 'projects' }));
  await app.register(optionsRoutes);
  await app.register(projectRoutes, { projects: new ProjectsService(app.db, app.events) });
  await app.register(memberRoutes, { membership: new MembershipService(app.db, app.events) });
  await app.register(personalDataRoutes, { db: app.db });
  return use(consumers, { subscriptions })(app);
}

export type ProjectsApp = Awaited<ReturnType<typeof buildApp>>;
