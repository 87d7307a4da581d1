import { adminRoutes } from '@app/contracts/admin/http';
import { consumers, createService, database, nats, outbox, serviceAddresses, use } from '@app/service-kit';
import { migrations } from '../migrations';
import { AuditLog, auditRoutes } from './audit-log';
import type { AdminConfig } from './config';
import { personalDataRoutes } from './personal-data';
import { ProfileClient, ResearchInterestUpkeep, researchInterestRoutes } from './research-interests';
import { subscriptions } from './subscriptions';
import { AdminActions, IdentityClient, UserDirectory, userRoutes } from './users';

/**
 * Admin owns the user list it shows (a read model of identity's users), login analytics and the
 * audit log. Role changes and deletion are commands to identity; emails are events.
 */
export async function buildApp(config: AdminConfig) {
  const app = await createService({ name: 'admin', config, routes: Object.values(adminRoutes) })
    .then(use(database, { migrations }))
    .then(use(nats))
    .then(use(outbox, { stream: 'admin' }));
  const identity = new IdentityClient({
    baseUrl: serviceAddresses(config.IDENTITY_URL)[0],
    secret: config.INTERNAL_AUTH_SECRET,
  });
  const directory = new UserDirectory(app.db);
  const actions = new AdminActions(app.db, app.events, identity, directory, app.log);
  await app.register(userRoutes, { directory, actions });
  await app.register(auditRoutes, { audit: new AuditLog(app.db) });
  await app.register(personalDataRoutes, { db: app.db });
  const profile = new ProfileClient({
    baseUrl: serviceAddresses(config.PROFILE_URL)[0],
    secret: config.INTERNAL_AUTH_SECRET,
  });
  await app.register(researchInterestRoutes, { upkeep: new ResearchInterestUpkeep(app.db, profile) });
  return use(consumers, { subscriptions })(app);
}

export type AdminApp = Awaited<ReturnType<typeof buildApp>>;
