import {
  TOTAL_COUNT_HEADER,
  UNMATCHED_HIDDEN_HEADER,
  networkingRoutes,
} from '@app/contracts/networking/http';
import { currentUser, registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { DiscoveryService } from './discovery-service';

export const discoveryRoutes: FastifyPluginAsyncZod<{ discovery: DiscoveryService }> = async (
  app,
  { discovery },
) => {
  registerRoute(app, networkingRoutes.similarResearchers, async (req, reply) => {
    const { researchers, total, unmatchedHidden } = await discovery.similar(currentUser(req), req.query);
    void reply.header(TOTAL_COUNT_HEADER, total).header(UNMATCHED_HIDDEN_HEADER, unmatchedHidden);
    return researchers;
  });
};
