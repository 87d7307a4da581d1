export { memberChanged } from './member-changed';
export { MembershipService } from './membership-service';
export { memberRoutes } from './memberships-routes';
