import { groupsRoutes } from '@app/contracts/groups/http';
import { currentUser, registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { GroupEmailService } from './group-email-service';

/** A leader's member emails and "Send through Research Connect", on a group's page. */
export const groupEmailRoutes: FastifyPluginAsyncZod<{ groupEmail: GroupEmailService }> = async (
  app,
  { groupEmail },
) => {
  registerRoute(app, groupsRoutes.memberEmails, async (req) =>
    groupEmail.memberEmails(req.params.id, currentUser(req), { requestId: req.id }),
  );

  registerRoute(app, groupsRoutes.emailMembers, async (req) =>
    groupEmail.emailMembers(req.params.id, currentUser(req), req.body, { requestId: req.id }),
  );
};
