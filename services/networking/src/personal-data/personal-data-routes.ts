import type { Knex } from 'knex';
import { networkingInternalRoutes } from '@app/contracts/networking/http';
import { registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import { networkingPersonalData } from './personal-data-store';

/** `GET /internal/personal-data/:id`: the gateway gathers it into "Download my data". */
export const personalDataRoutes: FastifyPluginAsyncZod<{ db: Knex }> = async (app, { db }) => {
  registerRoute(app, networkingInternalRoutes.personalData, async (req) =>
    networkingPersonalData(db, req.params.id),
  );
};
