import {
  CONFLICTS_HIDDEN_HEADER,
  TOTAL_COUNT_HEADER,
  networkingRoutes,
} from '@app/contracts/networking/http';
import { registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { FindersService } from './finders-service';

/** Public searches; a signed-in caller (when the gateway vouches for one) is left out of the results. */
export const finderRoutes: FastifyPluginAsyncZod<{ finders: FindersService }> = async (app, { finders }) => {
  registerRoute(app, networkingRoutes.supervisors, async (req, reply) => {
    const { results, total } = await finders.supervisors(req.query, req.user);
    void reply.header(TOTAL_COUNT_HEADER, total);
    return results;
  });
  registerRoute(app, networkingRoutes.examiners, async (req, reply) => {
    const { results, total, conflictsHidden } = await finders.examiners(req.query, req.user);
    void reply.header(TOTAL_COUNT_HEADER, total).header(CONFLICTS_HIDDEN_HEADER, conflictsHidden);
    return results;
  });
};
