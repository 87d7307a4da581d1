import type { Knex } from 'knex';
import type { UserContext } from '@app/contracts';
import type { AccountRow } from '../domain/profile';

export interface AccountDetails {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  verifiedOrcidId: string | null;
}

/** The read model of identity's accounts (`user_accounts`) and the tombstones of deleted ones. */
export const accountsStore = {
  byUserId(db: Knex, userId: string): Promise<AccountRow | undefined> {
    return db('userAccounts').where({ userId }).first();
  },

  /**
   * Applies an identity event unless a newer one was applied already. Returns whether it was
   * applied and whether the email or names changed (they appear in the profile snapshot).
   */
  async applyEvent(
    trx: Knex.Transaction,
    userId: string,
    details: AccountDetails,
    occurredAt: string,
  ): Promise<{ applied: boolean; detailsChanged: boolean }> {
    const current: AccountRow | undefined = await trx('userAccounts').where({ userId }).forUpdate().first();
    if (current?.sourceEventAt && Date.parse(current.sourceEventAt) > Date.parse(occurredAt)) {
      return { applied: false, detailsChanged: false };
    }
    const row = { ...details, sourceEventAt: occurredAt, updatedAt: trx.fn.now() };
    if (current) await trx('userAccounts').where({ userId }).update(row);
    // A request may have filled the row from its context meanwhile: the event's details win.
    else
      await trx('userAccounts')
        .insert({ userId, ...row })
        .onConflict('userId')
        .merge();
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

  async remove(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx('userAccounts').where({ userId }).delete();
    await trx('deletedUsers').insert({ userId }).onConflict('userId').ignore();
  },

  async isDeleted(db: Knex, userId: string): Promise<boolean> {
    return Boolean(await db('deletedUsers').where({ userId }).first());
  },
};
