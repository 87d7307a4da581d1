import type { Knex } from 'knex';
import { upsertIfNewer, type PeopleTable } from '@app/service-kit';

/** Who a notification email goes to: the read model of identity's users. */
export interface RecipientRow {
  userId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  identityAt: string | null;
  updatedAt: string;
}

/**
 * This service's copy of people (see the kit's people read model). Other services' events only
 * seed it (identityAt null) and give way to identity's first snapshot.
 */
const recipients: PeopleTable<RecipientRow> = { table: 'recipients', key: 'userId', version: 'identityAt' };

export interface IdentityDetails {
  userId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  /** When identity recorded these details (the event's occurredAt). */
  at: string;
}

/** An address and name learnt from another service's event (used until identity's arrive). */
export interface RecipientSeed {
  userId: string;
  email: string | null;
  displayName: string | null;
}

/**
 * One seed per person, the first address and name known for each: a statement may upsert a row
 * only once, and events applied together often name the same people.
 */
export function mergeSeeds(seeds: RecipientSeed[]): RecipientSeed[] {
  const byUser = new Map<string, RecipientSeed>();
  for (const seed of seeds) {
    const held = byUser.get(seed.userId);
    if (!held) byUser.set(seed.userId, { ...seed });
    else {
      held.email ??= seed.email;
      held.displayName ??= seed.displayName;
    }
  }
  return [...byUser.values()];
}

const fullName = (first: string | null, last: string | null) =>
  [first, last].filter((p) => p?.trim()).join(' ') || null;

export const recipientsStore = {
  get(db: Knex, userId: string): Promise<RecipientRow | undefined> {
    return db('recipients').where({ userId }).first();
  },

  /** Applies identity's snapshot unless a newer one is held (redeliveries come late) or the account was deleted. */
  async applyIdentity(trx: Knex.Transaction, d: IdentityDetails): Promise<void> {
    await upsertIfNewer(trx, recipients, {
      userId: d.userId,
      email: d.email,
      firstName: d.firstName,
      lastName: d.lastName,
      displayName: fullName(d.firstName, d.lastName),
      identityAt: d.at,
      updatedAt: new Date().toISOString(),
    });
  },

  async remove(db: Knex, userId: string): Promise<void> {
    await db('recipients').where({ userId }).delete();
  },
};

/** The first name to greet someone by: identity's, else the first word of the name we were given. */
export function firstNameOf(r: Pick<RecipientRow, 'firstName' | 'displayName'>): string | null {
  return r.firstName?.trim() || r.displayName?.trim().split(/\s+/)[0] || null;
}
