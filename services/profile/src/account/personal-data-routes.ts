import type { Knex } from 'knex';
import { profileInternalRoutes } from '@app/contracts/profile/http';
import { registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import { profilePersonalData } from './personal-data-store';

/** `GET /internal/personal-data/:id`: the gateway gathers it into "Download my data". */
export const personalDataRoutes: FastifyPluginAsyncZod<{ db: Knex }> = async (app, { db }) => {
  registerRoute(app, profileInternalRoutes.personalData, async (req) =>
    profilePersonalData(db, req.params.id),
  );
};
