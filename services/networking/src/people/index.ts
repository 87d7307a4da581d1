/**
 * People: the researcher and people read models kept from the profile and identity events (their
 * code, which every capability reads, is in shared/), and the purge of a deleted account.
 */
export { identityHandlers } from './identity-events';
export { profileHandlers } from './profile-events';
