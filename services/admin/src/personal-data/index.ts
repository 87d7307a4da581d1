/** "Download my data": admin's part (the user row, their sign-ins, actions taken on them). */
export { personalDataRoutes } from './personal-data-routes';
