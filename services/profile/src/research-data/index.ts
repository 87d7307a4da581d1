// The research profile: research interests (the shared list and each profile's picks), Fields of
// Research and other classification codes, and the researcher's preferences.
export { ProfileEdits } from './profile-edits';
export { referenceDataRoutes } from './reference-data-routes';
export { ResearchInterestList } from './research-interest-list';
export { researchInterestUpkeepRoutes } from './research-interest-upkeep-routes';
export { researchInterestsStore } from './research-interests-store';
export { researchProfileRoutes } from './research-profile-routes';
