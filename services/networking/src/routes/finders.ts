import {
  CONFLICTS_HIDDEN_HEADER,
  ExaminerResultsResponse,
  FinderQuery,
  SupervisorResultsResponse,
  TOTAL_COUNT_HEADER,
} from '@app/contracts/networking/http';
import type { FastifyPluginAsyncZod } from '@app/service-kit';
import type { FindersService } from '../search/finders-service';

/** Public searches; a signed-in caller (when the gateway vouches for one) is left out of the results. */
export const finderRoutes: FastifyPluginAsyncZod<{ finders: FindersService }> = async (app, { finders }) => {
  app.get(
    '/api/phd-supervisors',
    {
      config: { auth: 'public' },
      schema: { querystring: FinderQuery, response: { 200: SupervisorResultsResponse } },
    },
    async (req, reply) => {
      const { results, total } = await finders.supervisors(req.query, req.user);
      void reply.header(TOTAL_COUNT_HEADER, total);
      return results;
    },
  );
  app.get(
    '/api/phd-examiners',
    {
      config: { auth: 'public' },
      schema: { querystring: FinderQuery, response: { 200: ExaminerResultsResponse } },
    },
    async (req, reply) => {
      const { results, total, conflictsHidden } = await finders.examiners(req.query, req.user);
      void reply.header(TOTAL_COUNT_HEADER, total).header(CONFLICTS_HIDDEN_HEADER, conflictsHidden);
      return results;
    },
  );
};
