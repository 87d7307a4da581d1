import { IdParams } from '@app/contracts';
import {
  AdminActionResponse,
  AdminUserListQuery,
  AdminUserListResponse,
  EmailUserBody,
  RoleChangeResponse,
  UserAnalyticsResponse,
} from '@app/contracts/admin/http';
import { currentUser, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { AdminActions } from '../service/admin-actions';
import type { UserDirectory } from '../service/user-directory';

/** `/api/admin/users*`: listing users and acting on them. Administrators only (see the catalogue). */
export const userRoutes: FastifyPluginAsyncZod<{ directory: UserDirectory; actions: AdminActions }> = async (
  app,
  { directory, actions },
) => {
  app.get(
    '/api/admin/users',
    {
      config: { auth: 'admin' },
      schema: { querystring: AdminUserListQuery, response: { 200: AdminUserListResponse } },
    },
    async (req) => directory.list(req.query),
  );

  app.get(
    '/api/admin/users/:id/analytics',
    {
      config: { auth: 'admin' },
      schema: { params: IdParams, response: { 200: UserAnalyticsResponse } },
    },
    async (req) => directory.analytics(req.params.id),
  );

  app.post(
    '/api/admin/users/:id/make-admin',
    { config: { auth: 'admin' }, schema: { params: IdParams, response: { 200: RoleChangeResponse } } },
    async (req) => actions.makeAdmin(req.params.id, currentUser(req), { requestId: req.id }),
  );

  app.post(
    '/api/admin/users/:id/remove-admin',
    { config: { auth: 'admin' }, schema: { params: IdParams, response: { 200: RoleChangeResponse } } },
    async (req) => actions.removeAdmin(req.params.id, currentUser(req), { requestId: req.id }),
  );

  app.delete(
    '/api/admin/users/:id',
    { config: { auth: 'admin' }, schema: { params: IdParams, response: { 200: AdminActionResponse } } },
    async (req) => actions.deleteUser(req.params.id, currentUser(req), { requestId: req.id }),
  );

  app.post(
    '/api/admin/users/:id/email',
    {
      config: { auth: 'admin' },
      schema: { params: IdParams, body: EmailUserBody, response: { 200: AdminActionResponse } },
    },
    async (req) => actions.emailUser(req.params.id, currentUser(req), req.body, { requestId: req.id }),
  );
};
