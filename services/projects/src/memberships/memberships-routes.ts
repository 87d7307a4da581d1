import { TOTAL_COUNT_HEADER } from '@app/contracts/networking/headers';
import { projectsRoutes } from '@app/contracts/projects/http';
import { currentUser, registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { MembershipService } from './membership-service';

export const memberRoutes: FastifyPluginAsyncZod<{ membership: MembershipService }> = async (
  app,
  { membership },
) => {
  registerRoute(app, projectsRoutes.myMemberships, async (req, reply) => {
    const { items, total } = await membership.myMemberships(currentUser(req), req.query);
    void reply.header(TOTAL_COUNT_HEADER, total);
    return items;
  });

  registerRoute(app, projectsRoutes.members, async (req, reply) => {
    const { items, total } = await membership.members(req.user, req.params.id, req.query);
    void reply.header(TOTAL_COUNT_HEADER, total);
    return items;
  });

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
