import { IdParams } from '@app/contracts';
import {
  ClassificationCodesBody,
  ClassificationCodesResponse,
  PreferencesBody,
  PreferencesResponse,
  ProfileChangeResponse,
  ProfileResponse,
  ResearchDataResponse,
  ResearchInterestsResponse,
  SetResearchInterestsBody,
} from '@app/contracts/profile/http';
import { currentUser, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { OrcidLinking } from '../service/orcid-linking';
import type { ProfileEdits } from '../service/profile-edits';
import type { ProfileReader } from '../service/profile-reader';

export const profileRoutes: FastifyPluginAsyncZod<{
  reader: ProfileReader;
  edits: ProfileEdits;
  linking: OrcidLinking;
}> = async (app, { reader, edits, linking }) => {
  app.get(
    '/api/profile',
    { config: { auth: 'user' }, schema: { response: { 200: ProfileResponse } } },
    async (req) => reader.own(currentUser(req).userId),
  );

  app.post(
    '/api/profile/sync',
    { config: { auth: 'user' }, schema: { response: { 200: ProfileChangeResponse } } },
    async (req) => {
      const user = currentUser(req);
      await linking.sync(user, { requestId: req.id });
      return { message: 'ORCID Data Synced', ...(await reader.own(user.userId)) };
    },
  );

  // Interests and codes show on every researcher's public page, so any signed-in user may read them.
  app.get(
    '/api/profile/:id/research-data',
    { config: { auth: 'user' }, schema: { params: IdParams, response: { 200: ResearchDataResponse } } },
    async (req) => reader.researchData(req.params.id),
  );

  app.post(
    '/api/profile/classification-codes',
    {
      config: { auth: 'user' },
      schema: { body: ClassificationCodesBody, response: { 200: ClassificationCodesResponse } },
    },
    async (req) => ({
      success: true as const,
      message: 'Fields of Research codes updated successfully',
      classificationCodes: await edits.setClassificationCodes(currentUser(req), req.body, {
        requestId: req.id,
      }),
    }),
  );

  app.post(
    '/api/profile/research-interests',
    {
      config: { auth: 'user' },
      schema: { body: SetResearchInterestsBody, response: { 200: ResearchInterestsResponse } },
    },
    async (req) => ({
      success: true as const,
      message: 'Research interests updated successfully',
      researchInterests: await edits.setResearchInterests(currentUser(req), req.body.interestIds, {
        requestId: req.id,
      }),
    }),
  );

  app.post(
    '/api/profile/preferences',
    { config: { auth: 'user' }, schema: { body: PreferencesBody, response: { 200: PreferencesResponse } } },
    async (req) => ({
      success: true as const,
      message: 'Preferences Updated',
      preferences: await edits.setPreferences(currentUser(req), req.body, { requestId: req.id }),
    }),
  );
};
