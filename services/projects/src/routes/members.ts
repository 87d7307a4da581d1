import { IdParams, OkReply } from '@app/contracts';
import {
  JoinProjectBody,
  JoinProjectResponse,
  MembershipResponse,
  MyMembershipsResponse,
  ProjectMembersResponse,
} from '@app/contracts/projects/http';
import { currentUser, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { MembershipService } from '../service/membership-service';

export const memberRoutes: FastifyPluginAsyncZod<{ membership: MembershipService }> = async (
  app,
  { membership },
) => {
  app.get(
    '/api/research-projects/my-memberships',
    { config: { auth: 'user' }, schema: { response: { 200: MyMembershipsResponse } } },
    async (req) => membership.myMemberships(currentUser(req)),
  );

  app.get(
    '/api/research-projects/:id/members',
    { config: { auth: 'public' }, schema: { params: IdParams, response: { 200: ProjectMembersResponse } } },
    async (req) => membership.members(req.user, req.params.id),
  );

  app.get(
    '/api/research-projects/:id/membership',
    { config: { auth: 'user' }, schema: { params: IdParams, response: { 200: MembershipResponse } } },
    async (req) => ({ membership: await membership.membership(currentUser(req), req.params.id) }),
  );

  app.post(
    '/api/research-projects/:id/join',
    {
      config: { auth: 'user' },
      schema: { params: IdParams, body: JoinProjectBody, response: { 200: JoinProjectResponse } },
    },
    async (req) => membership.join(currentUser(req), req.params.id, req.body.role, { requestId: req.id }),
  );

  app.delete(
    '/api/research-projects/:id/leave',
    { config: { auth: 'user' }, schema: { params: IdParams, response: { 200: OkReply } } },
    async (req) => {
      await membership.leave(currentUser(req), req.params.id, { requestId: req.id });
      return { success: true as const, message: 'You have successfully left the project' };
    },
  );
};
