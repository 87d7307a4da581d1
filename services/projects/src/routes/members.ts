import { projectsRoutes } from '@app/contracts/projects/http';
import { currentUser, registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { MembershipService } from '../service/membership-service';

export const memberRoutes: FastifyPluginAsyncZod<{ membership: MembershipService }> = async (
  app,
  { membership },
) => {
  registerRoute(app, projectsRoutes.myMemberships, async (req) => membership.myMemberships(currentUser(req)));

  registerRoute(app, projectsRoutes.members, async (req) => membership.members(req.user, req.params.id));

  registerRoute(app, projectsRoutes.membership, async (req) => ({
    membership: await membership.membership(currentUser(req), req.params.id),
  }));

  registerRoute(app, projectsRoutes.join, async (req) =>
    membership.join(currentUser(req), req.params.id, req.body.role, { requestId: req.id }),
  );

  registerRoute(app, projectsRoutes.leave, async (req) => {
    await membership.leave(currentUser(req), req.params.id, { requestId: req.id });
    return { success: true as const, message: 'You have successfully left the project' };
  });
};
