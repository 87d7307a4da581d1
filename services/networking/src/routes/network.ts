import { NetworkEdgesResponse, NetworkNodesResponse } from '@app/contracts/networking/http';
import type { FastifyPluginAsyncZod } from '@app/service-kit';
import type { GraphService } from '../service/graph-service';

/** The network visualisation's data, for signed-in users. */
export const networkRoutes: FastifyPluginAsyncZod<{ graph: GraphService }> = async (app, { graph }) => {
  app.get(
    '/api/researchers/network',
    { config: { auth: 'user' }, schema: { response: { 200: NetworkNodesResponse } } },
    async () => graph.nodes(),
  );
  app.get(
    '/api/researchers/network/connections',
    { config: { auth: 'user' }, schema: { response: { 200: NetworkEdgesResponse } } },
    async () => graph.edges(),
  );
};
