import type { Knex } from 'knex';
import { groupsInternalRoutes } from '@app/contracts/groups/http';
import { registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import { groupsPersonalData } from './personal-data-store';

/** `GET /internal/personal-data/:id`: the gateway gathers it into "Download my data". */
export const personalDataRoutes: FastifyPluginAsyncZod<{ db: Knex }> = async (app, { db }) => {
  registerRoute(app, groupsInternalRoutes.personalData, async (req) => groupsPersonalData(db, req.params.id));
};
