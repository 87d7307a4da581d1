import type { Migration } from '@app/service-kit';

/**
 * None of its own: live updates keeps its windows in Redis. The kit's migrations (processed events,
 * dead letters) are what its consumer needs, run by the database plugin before these.
 */
export const migrations: Migration[] = [];
