import { TOTAL_COUNT_HEADER } from '@app/contracts/networking/headers';
import { profileRoutes } from '@app/contracts/profile/http';
import { registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { ProfileReader } from './profile-reader';

/** Public researcher pages (for signed-in users); `:userId` may be a user id or a profile id. */
export const researcherRoutes: FastifyPluginAsyncZod<{ reader: ProfileReader }> = async (app, { reader }) => {
  registerRoute(app, profileRoutes.researcher, async (req) => reader.researcher(req.params.userId));
  // A page, newest first; the total in X-Total-Count (a prolific researcher has 1,900 works).
  registerRoute(app, profileRoutes.researcherPublications, async (req, reply) => {
    const { publications, total } = await reader.researcherPublications(req.params.userId, req.query);
    void reply.header(TOTAL_COUNT_HEADER, total);
    return publications;
  });
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
