/**
 * Users: the administrators' list of users with their sign-ins, and what administrators do to a
 * user (make or remove an administrator, delete, email). Keeps the read model of identity's users
 * and the login analytics current from identity's events.
 */
export { userRoutes } from './users-routes';
export { AdminActions } from './admin-actions';
export { UserDirectory } from './user-directory';
export { IdentityClient } from './identity-client';
export { identityHandlers } from './identity-events';
