export { personalDataRoutes } from './personal-data-routes';
