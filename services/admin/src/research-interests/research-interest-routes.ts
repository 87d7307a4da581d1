import { adminRoutes } from '@app/contracts/admin/http';
import { currentUser, registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { ResearchInterestUpkeep } from './research-interest-upkeep';

/** `/api/admin/research-interests*`: the shared list's upkeep. Administrators only (see the definitions). */
export const researchInterestRoutes: FastifyPluginAsyncZod<{ upkeep: ResearchInterestUpkeep }> = async (
  app,
  { upkeep },
) => {
  registerRoute(app, adminRoutes.researchInterests, async (req) =>
    upkeep.list(req.query, { requestId: req.id }),
  );

  registerRoute(app, adminRoutes.renameResearchInterest, async (req) =>
    upkeep.rename(req.params.id, req.body.name, currentUser(req), { requestId: req.id }),
  );

  registerRoute(app, adminRoutes.mergeResearchInterest, async (req) =>
    upkeep.merge(req.params.id, req.body.intoId, currentUser(req), { requestId: req.id }),
  );

  registerRoute(app, adminRoutes.removeResearchInterest, async (req) =>
    upkeep.remove(req.params.id, currentUser(req), { requestId: req.id }),
  );
};
