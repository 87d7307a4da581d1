import { profileRoutes } from '@app/contracts/profile/http';
import { registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { ProfileReader } from '../service/profile-reader';

/** Public researcher pages (for signed-in users); `:userId` may be a user id or a profile id. */
export const researcherRoutes: FastifyPluginAsyncZod<{ reader: ProfileReader }> = async (app, { reader }) => {
  registerRoute(app, profileRoutes.researcher, async (req) => reader.researcher(req.params.userId));
  registerRoute(app, profileRoutes.researcherPublications, async (req) =>
    reader.researcherPublications(req.params.userId),
  );
  registerRoute(app, profileRoutes.researcherAffiliations, async (req) =>
    reader.researcherAffiliations(req.params.userId),
  );
  registerRoute(app, profileRoutes.researcherEducation, async (req) =>
    reader.researcherEducation(req.params.userId),
  );
  registerRoute(app, profileRoutes.researcherAwards, async (req) =>
    reader.researcherAwards(req.params.userId),
  );
};
