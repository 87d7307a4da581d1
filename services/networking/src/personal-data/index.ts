/** Personal data: everything networking holds about a person, for "Download my data". */
export { personalDataRoutes } from './personal-data-routes';
