/** "Download my data": identity's part, the account, for the gateway to gather. */
export { personalDataRoutes } from './personal-data-routes';
