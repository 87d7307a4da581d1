export { userHandlers } from './identity-events';
export { personalDataRoutes } from './personal-data-routes';
