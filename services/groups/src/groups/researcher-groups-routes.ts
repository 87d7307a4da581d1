import { groupsRoutes } from '@app/contracts/groups/http';
import { registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { GroupsService } from './groups-service';

/** The Research Groups card of a public researcher profile. */
export const researcherGroupsRoutes: FastifyPluginAsyncZod<{ groups: GroupsService }> = async (
  app,
  { groups },
) => {
  registerRoute(app, groupsRoutes.researcherGroups, async (req) => groups.groupsOf(req.params.userId));
};
