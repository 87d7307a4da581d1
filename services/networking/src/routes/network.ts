import { networkingRoutes } from '@app/contracts/networking/http';
import { registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { GraphService } from '../service/graph-service';

/** The network visualisation's data, for signed-in users. */
export const networkRoutes: FastifyPluginAsyncZod<{ graph: GraphService }> = async (app, { graph }) => {
  registerRoute(app, networkingRoutes.networkNodes, async () => graph.nodes());
  registerRoute(app, networkingRoutes.networkEdges, async () => graph.edges());
};
