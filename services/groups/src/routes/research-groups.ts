import { groupsRoutes } from '@app/contracts/groups/http';
import { currentUser, registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { GroupsService } from '../service/groups-service';

/** The research groups page, the dashboard's groups card and the own profile's groups tab. */
export const researchGroupsRoutes: FastifyPluginAsyncZod<{ groups: GroupsService }> = async (
  app,
  { groups },
) => {
  registerRoute(app, groupsRoutes.list, async (req) => groups.list(currentUser(req)));

  registerRoute(app, groupsRoutes.myGroups, async (req) => groups.groupsOf(currentUser(req).userId));

  registerRoute(app, groupsRoutes.members, async (req) => groups.members(req.params.id));

  registerRoute(app, groupsRoutes.projects, async (req) => groups.projects(req.params.id));

  registerRoute(app, groupsRoutes.join, async (req) =>
    groups.join(req.params.id, currentUser(req), { requestId: req.id }),
  );

  registerRoute(app, groupsRoutes.leave, async (req) =>
    groups.leave(req.params.id, currentUser(req), { requestId: req.id }),
  );

  registerRoute(app, groupsRoutes.toggleLeadership, async (req) =>
    groups.toggleLeadership(req.params.id, currentUser(req), { requestId: req.id }),
  );

  registerRoute(app, groupsRoutes.memberEmails, async (req) =>
    groups.memberEmails(req.params.id, currentUser(req)),
  );
};
