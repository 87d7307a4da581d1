import {
  SimilarResearchersQuery,
  SimilarResearchersResponse,
  TOTAL_COUNT_HEADER,
} from '@app/contracts/networking/http';
import { currentUser, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { DiscoveryService } from '../search/discovery-service';

export const discoveryRoutes: FastifyPluginAsyncZod<{ discovery: DiscoveryService }> = async (
  app,
  { discovery },
) => {
  app.get(
    '/api/academic-connections/similar',
    {
      config: { auth: 'user' },
      schema: { querystring: SimilarResearchersQuery, response: { 200: SimilarResearchersResponse } },
    },
    async (req, reply) => {
      const { researchers, total } = await discovery.similar(currentUser(req), req.query);
      void reply.header(TOTAL_COUNT_HEADER, total);
      return researchers;
    },
  );
};
