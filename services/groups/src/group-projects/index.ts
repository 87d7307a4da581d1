export { groupProjectsRoutes } from './group-projects-routes';
export { GroupProjectsService } from './group-projects-service';
export { projectsStore } from './group-projects-store';
export { onProjectDeleted, onProjectSnapshot } from './projects-events';
