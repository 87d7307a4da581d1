import { IdParams, OkReply } from '@app/contracts';
import {
  AcademicConnection,
  ClearRequestsResponse,
  ConnectionRequestsResponse,
  CreateConnectionBody,
  CreateConnectionResponse,
  MyConnectionsResponse,
  RespondToConnectionBody,
} from '@app/contracts/networking/http';
import { currentUser, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { ConnectionsService } from '../service/connections-service';

/** Research-interest connections, and answering every kind of request. */
export const connectionRoutes: FastifyPluginAsyncZod<{ connections: ConnectionsService }> = async (
  app,
  { connections },
) => {
  app.get(
    '/api/academic-connections',
    { config: { auth: 'user' }, schema: { response: { 200: MyConnectionsResponse } } },
    async (req) => connections.myConnections(currentUser(req)),
  );

  app.post(
    '/api/academic-connections',
    {
      config: { auth: 'user' },
      schema: {
        body: CreateConnectionBody,
        response: { 200: CreateConnectionResponse, 201: CreateConnectionResponse },
      },
    },
    async (req, reply) => {
      const { targetProfileId, targetUserId, message } = req.body;
      const result = await connections.request(
        currentUser(req),
        { profileId: targetProfileId, userId: targetUserId },
        message || null,
        { requestId: req.id },
      );
      return reply.code(result.acceptedExistingRequest ? 200 : 201).send(result);
    },
  );

  app.get(
    '/api/academic-connections/requests',
    { config: { auth: 'user' }, schema: { response: { 200: ConnectionRequestsResponse } } },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      return connections.requests(currentUser(req));
    },
  );

  const answer = { params: IdParams, response: { 200: AcademicConnection } };
  app.post(
    '/api/academic-connections/:id/respond',
    { config: { auth: 'user' }, schema: { ...answer, body: RespondToConnectionBody } },
    async (req) =>
      connections.respond(currentUser(req), req.params.id, req.body.response, { requestId: req.id }),
  );
  app.post(
    '/api/academic-connections/:id/accept',
    { config: { auth: 'user' }, schema: answer },
    async (req) => connections.respond(currentUser(req), req.params.id, 'accepted', { requestId: req.id }),
  );
  app.post(
    '/api/academic-connections/:id/decline',
    { config: { auth: 'user' }, schema: answer },
    async (req) => connections.respond(currentUser(req), req.params.id, 'rejected', { requestId: req.id }),
  );

  app.delete(
    '/api/academic-connections/:id',
    { config: { auth: 'user' }, schema: { params: IdParams, response: { 200: OkReply } } },
    async (req) => {
      await connections.remove(currentUser(req), req.params.id, { requestId: req.id });
      return { success: true as const, message: 'Connection removed' };
    },
  );

  app.delete(
    '/api/academic-requests/clear',
    { config: { auth: 'user' }, schema: { response: { 200: ClearRequestsResponse } } },
    async (req) => {
      const removed = await connections.clearRequests(currentUser(req), { requestId: req.id });
      return {
        success: true as const,
        removed,
        message: removed === 1 ? '1 request cleared' : `${removed} requests cleared`,
      };
    },
  );
};
