import type { Knex } from 'knex';
import { adminInternalRoutes } from '@app/contracts/admin/http';
import { registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import { adminPersonalData } from './personal-data-store';

/** `GET /internal/personal-data/:id`: the gateway gathers it into "Download my data". */
export const personalDataRoutes: FastifyPluginAsyncZod<{ db: Knex }> = async (app, { db }) => {
  registerRoute(app, adminInternalRoutes.personalData, async (req) => adminPersonalData(db, req.params.id));
};
