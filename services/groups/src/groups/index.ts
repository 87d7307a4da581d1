export { GroupsService } from './groups-service';
export { UNKNOWN_MEMBER_NAME } from './members';
export { endMembership, type PublishMemberLeft } from './membership-end';
export { membershipsStore, type MemberWithProfile } from './memberships-store';
export { onProfileDeleted, onProfileSnapshot } from './profile-events';
export { researchGroupsRoutes } from './research-groups-routes';
export { researcherGroupsRoutes } from './researcher-groups-routes';
