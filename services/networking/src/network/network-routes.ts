import { networkingRoutes } from '@app/contracts/networking/http';
import { registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { NetworkService } from './network-service';

/** The network visualisation's data, for signed-in users: bounded answers and the whole network's figures. */
export const networkRoutes: FastifyPluginAsyncZod<{ network: NetworkService }> = async (app, { network }) => {
  registerRoute(app, networkingRoutes.networkNodes, async (req) => network.nodes(req.query));
  registerRoute(app, networkingRoutes.networkEdges, async (req) => network.edges(req.query));
  registerRoute(app, networkingRoutes.networkStatistics, async () => network.statistics());
};
