import {
  AffiliationListResponse,
  AwardListResponse,
  EducationListResponse,
  PublicationListResponse,
  ResearcherParams,
  ResearcherResponse,
} from '@app/contracts/profile/http';
import type { FastifyPluginAsyncZod } from '@app/service-kit';
import type { ProfileReader } from '../service/profile-reader';

/** Public researcher pages (for signed-in users); `:userId` may be a user id or a profile id. */
export const researcherRoutes: FastifyPluginAsyncZod<{ reader: ProfileReader }> = async (app, { reader }) => {
  const config = { auth: 'user' as const };

  app.get(
    '/api/researcher/:userId',
    { config, schema: { params: ResearcherParams, response: { 200: ResearcherResponse } } },
    async (req) => reader.researcher(req.params.userId),
  );
  app.get(
    '/api/researcher/:userId/publications',
    { config, schema: { params: ResearcherParams, response: { 200: PublicationListResponse } } },
    async (req) => reader.researcherPublications(req.params.userId),
  );
  app.get(
    '/api/researcher/:userId/affiliations',
    { config, schema: { params: ResearcherParams, response: { 200: AffiliationListResponse } } },
    async (req) => reader.researcherAffiliations(req.params.userId),
  );
  app.get(
    '/api/researcher/:userId/education',
    { config, schema: { params: ResearcherParams, response: { 200: EducationListResponse } } },
    async (req) => reader.researcherEducation(req.params.userId),
  );
  app.get(
    '/api/researcher/:userId/awards',
    { config, schema: { params: ResearcherParams, response: { 200: AwardListResponse } } },
    async (req) => reader.researcherAwards(req.params.userId),
  );
};
