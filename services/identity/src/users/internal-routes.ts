import { identityInternalRoutes } from '@app/contracts/identity/http';
import { registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import { toInternalUser, type UsersService } from './users-service';

/** Service-to-service routes: the gateway signs people in; admin changes roles and deletes users. */
export const internalRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  registerRoute(app, identityInternalRoutes.oidcLogin, async (req) =>
    toInternalUser(await users.signIn(req.body, { requestId: req.id })),
  );

  registerRoute(app, identityInternalRoutes.user, async (req) =>
    toInternalUser(await users.get(req.params.id)),
  );

  registerRoute(app, identityInternalRoutes.setRole, async (req) =>
    toInternalUser(
      await users.setRole(req.params.id, req.body.role, req.body.actorUserId, { requestId: req.id }),
    ),
  );

  registerRoute(app, identityInternalRoutes.deleteUser, async (req) => {
    await users.delete(req.params.id, req.body.actorUserId, { requestId: req.id });
    return { success: true as const };
  });
};
