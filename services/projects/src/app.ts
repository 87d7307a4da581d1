import { projectsRoutes } from '@app/contracts/projects/http';
import { consumers, createService, database, nats, outbox, use } from '@app/service-kit';
import { migrations } from '../migrations';
import type { ProjectsConfig } from './config';
import { subscriptions } from './events/subscriptions';
import { memberRoutes } from './routes/members';
import { optionsRoutes } from './routes/options';
import { projectRoutes } from './routes/projects';
import { MembershipService } from './service/membership-service';
import { ProjectsService } from './service/projects-service';

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
  return use(consumers, { subscriptions })(app);
}

export type ProjectsApp = Awaited<ReturnType<typeof buildApp>>;
