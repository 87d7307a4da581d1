import { IdParams, OkReply } from '@app/contracts';
import { DeleteUserBody, InternalUser, OidcLoginBody, SetRoleBody } from '@app/contracts/identity/http';
import type { FastifyPluginAsyncZod } from '@app/service-kit';
import { toInternalUser, type UsersService } from '../service/users-service';

/** Service-to-service routes: the gateway signs people in; admin changes roles and deletes users. */
export const internalRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.post(
    '/internal/users/oidc-login',
    { config: { auth: 'internal' }, schema: { body: OidcLoginBody, response: { 200: InternalUser } } },
    async (req) => toInternalUser(await users.signIn(req.body, { requestId: req.id })),
  );

  app.get(
    '/internal/users/:id',
    { config: { auth: 'internal' }, schema: { params: IdParams, response: { 200: InternalUser } } },
    async (req) => toInternalUser(await users.get(req.params.id)),
  );

  app.post(
    '/internal/users/:id/role',
    {
      config: { auth: 'internal' },
      schema: { params: IdParams, body: SetRoleBody, response: { 200: InternalUser } },
    },
    async (req) =>
      toInternalUser(
        await users.setRole(req.params.id, req.body.role, req.body.actorUserId, { requestId: req.id }),
      ),
  );

  app.delete(
    '/internal/users/:id',
    {
      config: { auth: 'internal' },
      schema: { params: IdParams, body: DeleteUserBody, response: { 200: OkReply } },
    },
    async (req) => {
      await users.delete(req.params.id, req.body.actorUserId, { requestId: req.id });
      return { success: true as const };
    },
  );
};
