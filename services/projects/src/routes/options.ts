import { ProjectOptionsResponse } from '@app/contracts/projects/http';
import { projectCategories, researchMethodologies, researchMethods } from '@app/contracts/projects/options';
import type { FastifyPluginAsyncZod } from '@app/service-kit';

export const optionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/research-projects/options',
    { config: { auth: 'public' }, schema: { response: { 200: ProjectOptionsResponse } } },
    async () => ({
      categories: projectCategories.map((c) => ({ value: c.value, description: c.description })),
      researchMethods: [...researchMethods],
      researchMethodologies: [...researchMethodologies],
    }),
  );
};
