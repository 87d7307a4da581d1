import type { Knex } from 'knex';
import { markDeleted } from './people';

/**
 * What one service holds of a person, in the steps of the purge policy (ARCHITECTURE.md, "People
 * read models and the purge policy"); `purgePerson` runs them in this order.
 */
export interface PersonPurge<Membership> {
  /**
   * What the person owns that others take part in (a project they lead): deleted, each announced
   * to those others. Runs before their memberships end.
   */
  removeOwned?: (trx: Knex.Transaction, userId: string, at: string) => Promise<void>;
  /** The person's memberships of what others share (a group, someone else's project). */
  memberships: (trx: Knex.Transaction, userId: string) => Promise<readonly Membership[]>;
  /** Ends one of them the way the member's leave ends it, with the same event (`<service>.member.left`). */
  endMembership: (trx: Knex.Transaction, membership: Membership, at: string) => Promise<void>;
  /** Removes or clears what is left of the person's own: their memberships' rows, their copy in the read model. */
  forget: (trx: Knex.Transaction, userId: string, at: string) => Promise<void>;
}

/**
 * Purges a deleted account (`at`: when it was deleted) from this service, in the transaction of the
 * consumer of `identity.user.deleted`: marks the id deleted first, so a snapshot applied meanwhile
 * waits for the purge and then sees the deletion; then removes what the person owns, ends each of
 * their memberships as a leave would, and forgets the rest. It announces nothing of its own: only
 * what those steps publish.
 */
export async function purgePerson<Membership>(
  trx: Knex.Transaction,
  userId: string,
  at: string,
  purge: PersonPurge<Membership>,
): Promise<void> {
  await markDeleted(trx, userId, at);
  await purge.removeOwned?.(trx, userId, at);
  for (const membership of await purge.memberships(trx, userId)) {
    await purge.endMembership(trx, membership, at);
  }
  await purge.forget(trx, userId, at);
}
