/**
 * Users: sign-in (registration, linking, the login record), the user record and roles, the welcome
 * flag, and deleting an account (the person's own or an administrator's command).
 */
export { authRoutes } from './auth-routes';
export { internalRoutes } from './internal-routes';
export { UsersService } from './users-service';
