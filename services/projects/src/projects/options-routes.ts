import { projectsRoutes } from '@app/contracts/projects/http';
import { projectCategories, researchMethodologies, researchMethods } from '@app/contracts/projects/options';
import { registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';

export const optionsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, projectsRoutes.options, async () => ({
    categories: projectCategories.map((c) => ({ value: c.value, description: c.description })),
    researchMethods: [...researchMethods],
    researchMethodologies: [...researchMethodologies],
  }));
};
