import { IdParams, OkReply } from '@app/contracts';
import {
  CreateProjectBody,
  ProjectBrowseQuery,
  ProjectBrowseResponse,
  ProjectDetailResponse,
  ProjectListQuery,
  ProjectListResponse,
  ProjectResponse,
  UpdateProjectBody,
} from '@app/contracts/projects/http';
import { currentUser, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { ProjectsService } from '../service/projects-service';

export const projectRoutes: FastifyPluginAsyncZod<{ projects: ProjectsService }> = async (
  app,
  { projects },
) => {
  app.get(
    '/api/research-projects/relevance',
    {
      config: { auth: 'public' },
      schema: { querystring: ProjectBrowseQuery, response: { 200: ProjectBrowseResponse } },
    },
    async (req) => projects.browse(req.user, req.query),
  );

  app.get(
    '/api/research-projects',
    {
      config: { auth: 'public' },
      schema: { querystring: ProjectListQuery, response: { 200: ProjectListResponse } },
    },
    async (req) => projects.listByCreator(req.user, req.query.createdBy),
  );

  app.get(
    '/api/research-projects/:id',
    { config: { auth: 'public' }, schema: { params: IdParams, response: { 200: ProjectDetailResponse } } },
    async (req) => projects.detail(req.user, req.params.id),
  );

  app.post(
    '/api/research-projects',
    {
      config: { auth: 'user' },
      schema: { body: CreateProjectBody, response: { 201: ProjectResponse } },
    },
    async (req, reply) => {
      const project = await projects.create(currentUser(req), req.body, { requestId: req.id });
      return reply.status(201).send(project);
    },
  );

  app.put(
    '/api/research-projects/:id',
    {
      config: { auth: 'user' },
      schema: { params: IdParams, body: UpdateProjectBody, response: { 200: ProjectResponse } },
    },
    async (req) => projects.update(currentUser(req), req.params.id, req.body, { requestId: req.id }),
  );

  app.patch(
    '/api/research-projects/:id/complete',
    { config: { auth: 'user' }, schema: { params: IdParams, response: { 200: ProjectResponse } } },
    async (req) => projects.complete(currentUser(req), req.params.id, { requestId: req.id }),
  );

  app.delete(
    '/api/research-projects/:id',
    { config: { auth: 'user' }, schema: { params: IdParams, response: { 200: OkReply } } },
    async (req) => {
      await projects.delete(currentUser(req), req.params.id, { requestId: req.id });
      return { success: true as const, message: 'Project has been permanently deleted' };
    },
  );
};
