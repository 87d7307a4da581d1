/** "Download my data": everything held about a person, for the gateway to gather. */
export { personalDataRoutes } from './personal-data-routes';
