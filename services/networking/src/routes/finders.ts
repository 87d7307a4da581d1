import {
  ExaminerResultsResponse,
  FinderQuery,
  SupervisorResultsResponse,
} from '@app/contracts/networking/http';
import type { FastifyPluginAsyncZod } from '@app/service-kit';
import type { FindersService } from '../service/finders-service';

/** Public searches; a signed-in caller (when the gateway vouches for one) is left out of the results. */
export const finderRoutes: FastifyPluginAsyncZod<{ finders: FindersService }> = async (app, { finders }) => {
  app.get(
    '/api/phd-supervisors',
    {
      config: { auth: 'public' },
      schema: { querystring: FinderQuery, response: { 200: SupervisorResultsResponse } },
    },
    async (req) => finders.supervisors(req.query, req.user),
  );
  app.get(
    '/api/phd-examiners',
    {
      config: { auth: 'public' },
      schema: { querystring: FinderQuery, response: { 200: ExaminerResultsResponse } },
    },
    async (req) => finders.examiners(req.query, req.user),
  );
};
