// The profile as read: one's own profile, another researcher's page, a profile's research data.
export { ProfileReader } from './profile-reader';
export { profileRoutes } from './profile-routes';
export { researcherRoutes } from './researcher-routes';
