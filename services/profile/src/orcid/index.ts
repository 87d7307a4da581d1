// Linking an ORCID iD to an account and importing its record (typed, proven by ORCID's sign-in, or
// vouched for by the sign-in provider), the retries of imports ORCID did not answer, and the ORCID
// client with its shared rate limit.
export { OrcidClient } from './orcid-client';
export { OrcidImportRetry } from './orcid-import-retry';
export { OrcidLinking } from './orcid-linking';
export { mapRecord, type ImportedRecord } from './orcid-mapping';
export type { OrcidOAuthSettings } from './orcid-oauth';
export { orcidRoutes } from './orcid-routes';
