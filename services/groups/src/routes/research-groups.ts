import {
  GroupIdParams,
  GroupMembersResponse,
  GroupProjectsResponse,
  LeaveGroupResponse,
  MemberEmailsResponse,
  MembershipChangeResponse,
  MyGroupsResponse,
  ResearchGroupListResponse,
} from '@app/contracts/groups/http';
import { currentUser, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { GroupsService } from '../service/groups-service';

/** The research groups page, the dashboard's groups card and the own profile's groups tab. */
export const researchGroupsRoutes: FastifyPluginAsyncZod<{ groups: GroupsService }> = async (
  app,
  { groups },
) => {
  app.get(
    '/api/research-groups-list',
    { config: { auth: 'user' }, schema: { response: { 200: ResearchGroupListResponse } } },
    async (req) => groups.list(currentUser(req)),
  );

  app.get(
    '/api/my-groups',
    { config: { auth: 'user' }, schema: { response: { 200: MyGroupsResponse } } },
    async (req) => groups.groupsOf(currentUser(req).userId),
  );

  app.get(
    '/api/research-groups/:id/members',
    { config: { auth: 'user' }, schema: { params: GroupIdParams, response: { 200: GroupMembersResponse } } },
    async (req) => groups.members(req.params.id),
  );

  app.get(
    '/api/research-groups/:id/projects',
    { config: { auth: 'user' }, schema: { params: GroupIdParams, response: { 200: GroupProjectsResponse } } },
    async (req) => groups.projects(req.params.id),
  );

  app.post(
    '/api/research-groups/:id/join',
    {
      config: { auth: 'user' },
      schema: { params: GroupIdParams, response: { 200: MembershipChangeResponse } },
    },
    async (req) => groups.join(req.params.id, currentUser(req), { requestId: req.id }),
  );

  app.post(
    '/api/research-groups/:id/leave',
    { config: { auth: 'user' }, schema: { params: GroupIdParams, response: { 200: LeaveGroupResponse } } },
    async (req) => groups.leave(req.params.id, currentUser(req), { requestId: req.id }),
  );

  app.post(
    '/api/research-groups/:id/toggle-leadership',
    {
      config: { auth: 'user' },
      schema: { params: GroupIdParams, response: { 200: MembershipChangeResponse } },
    },
    async (req) => groups.toggleLeadership(req.params.id, currentUser(req), { requestId: req.id }),
  );

  app.get(
    '/api/research-groups/:id/member-emails',
    { config: { auth: 'user' }, schema: { params: GroupIdParams, response: { 200: MemberEmailsResponse } } },
    async (req) => groups.memberEmails(req.params.id, currentUser(req)),
  );
};
