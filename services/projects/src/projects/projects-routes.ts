import { TOTAL_COUNT_HEADER } from '@app/contracts/networking/headers';
import { projectsRoutes } from '@app/contracts/projects/http';
import { currentUser, registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { ProjectsService } from './projects-service';

export const projectRoutes: FastifyPluginAsyncZod<{ projects: ProjectsService }> = async (
  app,
  { projects },
) => {
  registerRoute(app, projectsRoutes.browse, async (req) => projects.browse(req.user, req.query));

  registerRoute(app, projectsRoutes.listByCreator, async (req, reply) => {
    const { items, total } = await projects.listByCreator(req.user, req.query);
    void reply.header(TOTAL_COUNT_HEADER, total);
    return items;
  });

  registerRoute(app, projectsRoutes.detail, async (req) => projects.detail(req.user, req.params.id));

  registerRoute(app, projectsRoutes.create, async (req, reply) => {
    const project = await projects.create(currentUser(req), req.body, { requestId: req.id });
    return reply.status(201).send(project);
  });

  registerRoute(app, projectsRoutes.update, async (req) =>
    projects.update(currentUser(req), req.params.id, req.body, { requestId: req.id }),
  );

  registerRoute(app, projectsRoutes.complete, async (req) =>
    projects.complete(currentUser(req), req.params.id, { requestId: req.id }),
  );

  registerRoute(app, projectsRoutes.delete, async (req) => {
    await projects.delete(currentUser(req), req.params.id, { requestId: req.id });
    return { success: true as const, message: 'Project has been permanently deleted' };
  });
};
