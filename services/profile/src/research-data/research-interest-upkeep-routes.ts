import { researchInterestUpkeepRoutes as routes } from '@app/contracts/profile/research-interests';
import { registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { ResearchInterestList } from './research-interest-list';

/** Internal: the admin service renames, merges and removes research interests (and keeps the audit record). */
export const researchInterestUpkeepRoutes: FastifyPluginAsyncZod<{
  interests: ResearchInterestList;
}> = async (app, { interests }) => {
  registerRoute(app, routes.list, async (req) => interests.usage(req.query));
  registerRoute(app, routes.rename, async (req) =>
    interests.rename(req.params.id, req.body.name, { requestId: req.id }),
  );
  registerRoute(app, routes.merge, async (req) =>
    interests.merge(req.params.id, req.body.intoId, { requestId: req.id }),
  );
  registerRoute(app, routes.remove, async (req) => interests.remove(req.params.id, { requestId: req.id }));
};
