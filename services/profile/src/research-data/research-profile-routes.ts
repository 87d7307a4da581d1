import { profileRoutes as routes } from '@app/contracts/profile/http';
import { currentUser, registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { ProfileEdits } from './profile-edits';

/**
 * The researcher's own edits of their research profile: FoR codes, interests, which of their OpenAlex
 * topics are hidden, and preferences.
 */
export const researchProfileRoutes: FastifyPluginAsyncZod<{ edits: ProfileEdits }> = async (
  app,
  { edits },
) => {
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

  registerRoute(app, routes.setResearchTopicVisibility, async (req) => ({
    success: true as const,
    message: req.body.hidden ? 'Topic hidden' : 'Topic shown again',
    researchTopics: await edits.setResearchTopicVisibility(currentUser(req), req.body, {
      requestId: req.id,
    }),
  }));

  registerRoute(app, routes.setPreferences, async (req) => ({
    success: true as const,
    message: 'Preferences Updated',
    preferences: await edits.setPreferences(currentUser(req), req.body, { requestId: req.id }),
  }));
};
