// Citation figures and research topics from OpenAlex, and the scheduled refresh that keeps them
// (and the ORCID record) current.
export { OpenAlexClient } from './openalex-client';
export { ProfileRefresh } from './profile-refresh';
export { RefreshSchedule } from './refresh-schedule';
