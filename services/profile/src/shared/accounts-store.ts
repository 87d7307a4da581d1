import type { Knex } from 'knex';
import type { UserContext } from '@app/contracts';
import { lockPerson, upsertIfNewer, type PeopleTable } from '@app/service-kit';
import type { AccountRow } from './profile';

export interface AccountDetails {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  verifiedOrcidId: string | null;
}

/**
 * This service's copy of identity's people (see the kit's people read model). A row filled from a
 * request's context has no version and gives way to identity's first event.
 */
const accounts: PeopleTable<AccountRow> = { table: 'userAccounts', key: 'userId', version: 'sourceEventAt' };

/** The read model of identity's accounts (`user_accounts`). */
export const accountsStore = {
  byUserId(db: Knex, userId: string): Promise<AccountRow | undefined> {
    return db('userAccounts').where({ userId }).first();
  },

  /**
   * Applies an identity event unless a newer one was applied already or the account was deleted.
   * Returns whether it was applied and whether the email or names changed (they appear in the
   * profile snapshot).
   */
  async applyEvent(
    trx: Knex.Transaction,
    userId: string,
    details: AccountDetails,
    occurredAt: string,
  ): Promise<{ applied: boolean; detailsChanged: boolean }> {
    await lockPerson(trx, userId);
    const current = await accountsStore.byUserId(trx, userId);
    const applied = await upsertIfNewer(trx, accounts, {
      userId,
      ...details,
      sourceEventAt: occurredAt,
      updatedAt: new Date().toISOString(),
    });
    if (!applied) return { applied: false, detailsChanged: false };
    const detailsChanged =
      !current ||
      current.email !== details.email ||
      current.firstName !== details.firstName ||
      current.lastName !== details.lastName;
    return { applied: true, detailsChanged };
  },

  /** Fills the account from the gateway's context when identity's event has not arrived yet. */
  async ensureFromContext(trx: Knex.Transaction, user: UserContext): Promise<void> {
    await trx('userAccounts')
      .insert({ userId: user.userId, email: user.email, firstName: user.firstName, lastName: user.lastName })
      .onConflict('userId')
      .ignore();
  },

  /** Forgets a deleted account (the kit's markDeleted remembers that the id is gone). */
  async remove(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx('userAccounts').where({ userId }).delete();
  },
};
