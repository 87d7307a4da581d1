import type { Knex } from 'knex';
import { lockUser, usersStore } from '../store/users';
import { usageAnalyticsStore } from '../store/usage-analytics';

/**
 * Purges a deleted account from the read model and the login analytics, and remembers only its id
 * so that a late redelivered event cannot bring it back. The audit log is kept (see README).
 */
export async function forgetUser(trx: Knex.Transaction, userId: string): Promise<void> {
  await lockUser(trx, userId);
  await usersStore.markDeleted(trx, userId);
  await usersStore.remove(trx, userId);
  await usageAnalyticsStore.removeForUser(trx, userId);
}
