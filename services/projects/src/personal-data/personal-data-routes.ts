import type { Knex } from 'knex';
import { projectsInternalRoutes } from '@app/contracts/projects/http';
import { registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import { projectsPersonalData } from './personal-data-store';

/** `GET /internal/personal-data/:id`: the gateway gathers it into "Download my data". */
export const personalDataRoutes: FastifyPluginAsyncZod<{ db: Knex }> = async (app, { db }) => {
  registerRoute(app, projectsInternalRoutes.personalData, async (req) =>
    projectsPersonalData(db, req.params.id),
  );
};
