// The account's data: identity's events (email and names, a vouched-for iD, deletion), removing a
// profile or everything of a deleted account, and "Download my data".
export { identityHandlers, type IdentityEventDeps } from './identity-events';
export { personalDataRoutes } from './personal-data-routes';
export { ProfileRemoval } from './profile-removal';
