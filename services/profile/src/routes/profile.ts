import { profileRoutes as routes } from '@app/contracts/profile/http';
import { currentUser, registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { OrcidLinking } from '../service/orcid-linking';
import type { ProfileEdits } from '../service/profile-edits';
import type { ProfileReader } from '../service/profile-reader';

export const profileRoutes: FastifyPluginAsyncZod<{
  reader: ProfileReader;
  edits: ProfileEdits;
  linking: OrcidLinking;
}> = async (app, { reader, edits, linking }) => {
  registerRoute(app, routes.ownProfile, async (req) => reader.own(currentUser(req).userId));

  registerRoute(app, routes.sync, async (req) => {
    const user = currentUser(req);
    await linking.sync(user, { requestId: req.id });
    return { message: 'ORCID Data Synced', ...(await reader.own(user.userId)) };
  });

  registerRoute(app, routes.researchData, async (req) => reader.researchData(req.params.id));

  registerRoute(app, routes.setClassificationCodes, async (req) => ({
    success: true as const,
    message: 'Fields of Research codes updated successfully',
    classificationCodes: await edits.setClassificationCodes(currentUser(req), req.body, {
      requestId: req.id,
    }),
  }));

  registerRoute(app, routes.setResearchInterests, async (req) => ({
    success: true as const,
    message: 'Research interests updated successfully',
    researchInterests: await edits.setResearchInterests(currentUser(req), req.body.interestIds, {
      requestId: req.id,
    }),
  }));

  registerRoute(app, routes.setPreferences, async (req) => ({
    success: true as const,
    message: 'Preferences Updated',
    preferences: await edits.setPreferences(currentUser(req), req.body, { requestId: req.id }),
  }));
};
