import type { Knex } from 'knex';
import { notificationsInternalRoutes } from '@app/contracts/notifications/http';
import { registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import { notificationsPersonalData } from './personal-data-store';

/** `GET /internal/personal-data/:id`: the gateway gathers it into "Download my data". */
export const personalDataRoutes: FastifyPluginAsyncZod<{ db: Knex }> = async (app, { db }) => {
  registerRoute(app, notificationsInternalRoutes.personalData, async (req) =>
    notificationsPersonalData(db, req.params.id),
  );
};
