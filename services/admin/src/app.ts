import { adminRoutes } from '@app/contracts/admin/http';
import { consumers, createService, database, nats, outbox, serviceAddresses, use } from '@app/service-kit';
import { migrations } from '../migrations';
import { IdentityClient } from './clients/identity-client';
import type { AdminConfig } from './config';
import { subscriptions } from './events/subscriptions';
import { auditRoutes } from './routes/audit';
import { userRoutes } from './routes/users';
import { AdminActions } from './service/admin-actions';
import { AuditLog } from './service/audit-log';
import { UserDirectory } from './service/user-directory';

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
  return use(consumers, { subscriptions })(app);
}

export type AdminApp = Awaited<ReturnType<typeof buildApp>>;
