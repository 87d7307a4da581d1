/** The shared research-interest list's upkeep (rename, merge, remove), made by profile and audited here. */
export { researchInterestRoutes } from './research-interest-routes';
export { ResearchInterestUpkeep } from './research-interest-upkeep';
export { ProfileClient } from './profile-client';
