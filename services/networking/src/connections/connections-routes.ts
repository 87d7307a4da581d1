import { TOTAL_COUNT_HEADER, networkingRoutes } from '@app/contracts/networking/http';
import { currentUser, registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { ConnectionsService } from './connections-service';

/** Research-interest connections, and answering every kind of request. */
export const connectionRoutes: FastifyPluginAsyncZod<{ connections: ConnectionsService }> = async (
  app,
  { connections },
) => {
  registerRoute(app, networkingRoutes.myConnections, async (req, reply) => {
    const { items, total } = await connections.myConnections(currentUser(req), req.query);
    void reply.header(TOTAL_COUNT_HEADER, total);
    return items;
  });

  registerRoute(app, networkingRoutes.requestConnection, async (req, reply) => {
    const { targetProfileId, targetUserId, message } = req.body;
    const result = await connections.request(
      currentUser(req),
      { profileId: targetProfileId, userId: targetUserId },
      message || null,
      { requestId: req.id },
    );
    return reply.code(result.acceptedExistingRequest ? 200 : 201).send(result);
  });

  registerRoute(app, networkingRoutes.requests, async (req, reply) => {
    const { items, total } = await connections.requests(currentUser(req), req.query);
    void reply.header('cache-control', 'no-store').header(TOTAL_COUNT_HEADER, total);
    return items;
  });

  registerRoute(app, networkingRoutes.respond, async (req) =>
    connections.respond(currentUser(req), req.params.id, req.body.response, { requestId: req.id }),
  );
  registerRoute(app, networkingRoutes.accept, async (req) =>
    connections.respond(currentUser(req), req.params.id, 'accepted', { requestId: req.id }),
  );
  registerRoute(app, networkingRoutes.decline, async (req) =>
    connections.respond(currentUser(req), req.params.id, 'rejected', { requestId: req.id }),
  );

  registerRoute(app, networkingRoutes.removeConnection, async (req) => {
    await connections.remove(currentUser(req), req.params.id, { requestId: req.id });
    return { success: true as const, message: 'Connection removed' };
  });

  registerRoute(app, networkingRoutes.clearRequests, async (req) => {
    const removed = await connections.clearRequests(currentUser(req), { requestId: req.id });
    return {
      success: true as const,
      removed,
      message: removed === 1 ? '1 request cleared' : `${removed} requests cleared`,
    };
  });
};
