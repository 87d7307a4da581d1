import { TOTAL_COUNT_HEADER, networkingRoutes } from '@app/contracts/networking/http';
import { currentUser, registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { PhdRequestsService } from './phd-requests-service';

/** Asking a researcher to supervise or examine a thesis; answers go through the connection calls. */
export const phdRequestRoutes: FastifyPluginAsyncZod<{ requests: PhdRequestsService }> = async (
  app,
  { requests },
) => {
  registerRoute(app, networkingRoutes.requestSupervisor, async (req, reply) =>
    reply.code(201).send(await requests.requestSupervisor(currentUser(req), req.body, { requestId: req.id })),
  );
  registerRoute(app, networkingRoutes.outgoingSupervisorRequests, async (req, reply) => {
    const { items, total } = await requests.outgoingSupervisorRequests(currentUser(req), req.query);
    void reply.header(TOTAL_COUNT_HEADER, total);
    return items;
  });
  registerRoute(app, networkingRoutes.requestExaminer, async (req, reply) =>
    reply.code(201).send(await requests.requestExaminer(currentUser(req), req.body, { requestId: req.id })),
  );
  registerRoute(app, networkingRoutes.outgoingExaminerRequests, async (req, reply) => {
    const { items, total } = await requests.outgoingExaminerRequests(currentUser(req), req.query);
    void reply.header(TOTAL_COUNT_HEADER, total);
    return items;
  });
};
