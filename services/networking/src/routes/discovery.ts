import { TOTAL_COUNT_HEADER, networkingRoutes } from '@app/contracts/networking/http';
import { currentUser, registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { DiscoveryService } from '../search/discovery-service';

export const discoveryRoutes: FastifyPluginAsyncZod<{ discovery: DiscoveryService }> = async (
  app,
  { discovery },
) => {
  registerRoute(app, networkingRoutes.similarResearchers, async (req, reply) => {
    const { researchers, total } = await discovery.similar(currentUser(req), req.query);
    void reply.header(TOTAL_COUNT_HEADER, total);
    return researchers;
  });
};
