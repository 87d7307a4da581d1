import { adminRoutes } from '@app/contracts/admin/http';
import { currentUser, registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { AdminActions } from './admin-actions';
import type { UserDirectory } from './user-directory';

/** `/api/admin/users*`: listing users and acting on them. Administrators only (see the definitions). */
export const userRoutes: FastifyPluginAsyncZod<{ directory: UserDirectory; actions: AdminActions }> = async (
  app,
  { directory, actions },
) => {
  registerRoute(app, adminRoutes.users, async (req) => directory.list(req.query));

  registerRoute(app, adminRoutes.userAnalytics, async (req) => directory.analytics(req.params.id, req.query));

  registerRoute(app, adminRoutes.makeAdmin, async (req) =>
    actions.makeAdmin(req.params.id, currentUser(req), { requestId: req.id }),
  );

  registerRoute(app, adminRoutes.removeAdmin, async (req) =>
    actions.removeAdmin(req.params.id, currentUser(req), { requestId: req.id }),
  );

  registerRoute(app, adminRoutes.deleteUser, async (req) =>
    actions.deleteUser(req.params.id, currentUser(req), { requestId: req.id }),
  );

  registerRoute(app, adminRoutes.emailUser, async (req) =>
    actions.emailUser(req.params.id, currentUser(req), req.body, { requestId: req.id }),
  );
};
