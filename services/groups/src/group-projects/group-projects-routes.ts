import { groupsRoutes } from '@app/contracts/groups/http';
import { TOTAL_COUNT_HEADER } from '@app/contracts/networking/headers';
import { registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { GroupProjectsService } from './group-projects-service';

/** The Projects tab of a group's page. */
export const groupProjectsRoutes: FastifyPluginAsyncZod<{ groupProjects: GroupProjectsService }> = async (
  app,
  { groupProjects },
) => {
  registerRoute(app, groupsRoutes.projects, async (req, reply) => {
    const { items, total } = await groupProjects.projects(req.params.id, req.query);
    void reply.header(TOTAL_COUNT_HEADER, total);
    return items;
  });
};
