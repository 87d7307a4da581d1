import type { Knex } from 'knex';
import { markDeleted } from '@app/service-kit';
import { usersStore } from '../shared/users-store';
import { usageAnalyticsStore } from './usage-analytics-store';

/**
 * Purges a deleted account from the read model and the login analytics, and remembers only its id
 * so that a late redelivered event cannot bring it back. The audit log is kept (see README).
 * `deletedAt`: identity's time of the deletion when its event brings it, else now.
 */
export async function forgetUser(trx: Knex.Transaction, userId: string, deletedAt?: string): Promise<void> {
  await markDeleted(trx, userId, deletedAt);
  await usersStore.remove(trx, userId);
  await usageAnalyticsStore.removeForUser(trx, userId);
}
