import { ResearcherGroupsParams, ResearcherGroupsResponse } from '@app/contracts/groups/http';
import type { FastifyPluginAsyncZod } from '@app/service-kit';
import type { GroupsService } from '../service/groups-service';

/** The Research Groups card of a public researcher profile. */
export const researcherGroupsRoutes: FastifyPluginAsyncZod<{ groups: GroupsService }> = async (
  app,
  { groups },
) => {
  app.get(
    '/api/researcher/:userId/groups',
    {
      config: { auth: 'user' },
      schema: { params: ResearcherGroupsParams, response: { 200: ResearcherGroupsResponse } },
    },
    async (req) => groups.groupsOf(req.params.userId),
  );
};
