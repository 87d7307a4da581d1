import { identityRoutes } from '@app/contracts/identity/http';
import { createService, database, nats, outbox, use } from '@app/service-kit';
import { migrations } from '../migrations';
import type { IdentityConfig } from './config';
import { personalDataRoutes } from './personal-data';
import { UsersService, authRoutes, internalRoutes } from './users';

/** Identity owns users: sign-in upserts, roles, the welcome flag and account deletion. */
export async function buildApp(config: IdentityConfig) {
  const app = await createService({ name: 'identity', config, routes: Object.values(identityRoutes) })
    .then(use(database, { migrations }))
    .then(use(nats))
    .then(use(outbox, { stream: 'identity' }));
  const users = new UsersService(app.db, app.events, config.ADMIN_EMAILS, app.log);
  await app.register(authRoutes, { users });
  await app.register(internalRoutes, { users });
  await app.register(personalDataRoutes, { db: app.db });
  return app;
}

export type IdentityApp = Awaited<ReturnType<typeof buildApp>>;
