export { optionsRoutes } from './options-routes';
export { isOwner, type ProjectRow } from './project-rules';
export { projectDeleted } from './project-snapshot';
export { projectResponses } from './project-views';
export { projectRoutes } from './projects-routes';
export { ProjectsService } from './projects-service';
export { projectsStore } from './projects-store';
export { loadViewer, requireProfile } from './viewer';
export { visibleProject } from './visible-project';
