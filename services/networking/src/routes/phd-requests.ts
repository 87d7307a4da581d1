import { networkingRoutes } from '@app/contracts/networking/http';
import { currentUser, registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { PhdRequestsService } from '../service/phd-requests-service';

/** Asking a researcher to supervise or examine a thesis; answers go through the connection calls. */
export const phdRequestRoutes: FastifyPluginAsyncZod<{ requests: PhdRequestsService }> = async (
  app,
  { requests },
) => {
  registerRoute(app, networkingRoutes.requestSupervisor, async (req, reply) =>
    reply.code(201).send(await requests.requestSupervisor(currentUser(req), req.body, { requestId: req.id })),
  );
  registerRoute(app, networkingRoutes.outgoingSupervisorRequests, async (req) =>
    requests.outgoingSupervisorRequests(currentUser(req)),
  );
  registerRoute(app, networkingRoutes.requestExaminer, async (req, reply) =>
    reply.code(201).send(await requests.requestExaminer(currentUser(req), req.body, { requestId: req.id })),
  );
  registerRoute(app, networkingRoutes.outgoingExaminerRequests, async (req) =>
    requests.outgoingExaminerRequests(currentUser(req)),
  );
};
