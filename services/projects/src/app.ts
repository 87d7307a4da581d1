import { projectsRoutes } from '@app/contracts/projects/routes';
import { createService, type App } from '@app/service-kit';
import { migrations } from '../migrations';
import type { ProjectsConfig } from './config';

export async function buildApp(config: ProjectsConfig): Promise<App> {
  const app = await createService({
    name: 'projects',
    config,
    routes: projectsRoutes,
    migrations,
    publishes: 'projects',
  });
  return app;
}
