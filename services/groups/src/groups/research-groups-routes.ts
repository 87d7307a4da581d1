import { groupsRoutes } from '@app/contracts/groups/http';
import { TOTAL_COUNT_HEADER } from '@app/contracts/networking/headers';
import { currentUser, registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { GroupsService } from './groups-service';

/** The research groups page, a group's members, the dashboard's groups card and the own profile's groups tab. */
export const researchGroupsRoutes: FastifyPluginAsyncZod<{ groups: GroupsService }> = async (
  app,
  { groups },
) => {
  registerRoute(app, groupsRoutes.list, async (req) => groups.list(currentUser(req)));

  registerRoute(app, groupsRoutes.myGroups, async (req) => groups.groupsOf(currentUser(req).userId));

  registerRoute(app, groupsRoutes.members, async (req, reply) => {
    const { items, total } = await groups.members(req.params.id, req.query);
    void reply.header(TOTAL_COUNT_HEADER, total);
    return items;
  });

  registerRoute(app, groupsRoutes.join, async (req) =>
    groups.join(req.params.id, currentUser(req), { requestId: req.id }),
  );

  registerRoute(app, groupsRoutes.leave, async (req) =>
    groups.leave(req.params.id, currentUser(req), { requestId: req.id }),
  );

  registerRoute(app, groupsRoutes.toggleLeadership, async (req) =>
    groups.toggleLeadership(req.params.id, currentUser(req), { requestId: req.id }),
  );
};
