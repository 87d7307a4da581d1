import {
  CreateExaminerRequestBody,
  CreateSupervisorRequestBody,
  OutgoingExaminerRequest,
  OutgoingExaminerRequestsResponse,
  OutgoingSupervisorRequest,
  OutgoingSupervisorRequestsResponse,
} from '@app/contracts/networking/http';
import { currentUser, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { PhdRequestsService } from '../service/phd-requests-service';

/** Asking a researcher to supervise or examine a thesis; answers go through the connection calls. */
export const phdRequestRoutes: FastifyPluginAsyncZod<{ requests: PhdRequestsService }> = async (
  app,
  { requests },
) => {
  app.post(
    '/api/phd-supervisor-requests',
    {
      config: { auth: 'user' },
      schema: { body: CreateSupervisorRequestBody, response: { 201: OutgoingSupervisorRequest } },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await requests.requestSupervisor(currentUser(req), req.body, { requestId: req.id })),
  );
  app.get(
    '/api/phd-supervisor-requests',
    { config: { auth: 'user' }, schema: { response: { 200: OutgoingSupervisorRequestsResponse } } },
    async (req) => requests.outgoingSupervisorRequests(currentUser(req)),
  );
  app.post(
    '/api/phd-examiner-requests',
    {
      config: { auth: 'user' },
      schema: { body: CreateExaminerRequestBody, response: { 201: OutgoingExaminerRequest } },
    },
    async (req, reply) =>
      reply.code(201).send(await requests.requestExaminer(currentUser(req), req.body, { requestId: req.id })),
  );
  app.get(
    '/api/phd-examiner-requests',
    { config: { auth: 'user' }, schema: { response: { 200: OutgoingExaminerRequestsResponse } } },
    async (req) => requests.outgoingExaminerRequests(currentUser(req)),
  );
};
