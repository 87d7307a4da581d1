import type { Knex } from 'knex';
import { identityInternalRoutes } from '@app/contracts/identity/http';
import { registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import { identityPersonalData } from './personal-data-store';

/** `GET /internal/personal-data/:id`: the gateway gathers it into "Download my data". */
export const personalDataRoutes: FastifyPluginAsyncZod<{ db: Knex }> = async (app, { db }) => {
  registerRoute(app, identityInternalRoutes.personalData, async (req) =>
    identityPersonalData(db, req.params.id),
  );
};
