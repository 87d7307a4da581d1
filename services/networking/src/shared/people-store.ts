import type { Knex } from 'knex';
import { upsertIfNewer, type PeopleTable } from '@app/service-kit';

/** A person's account names and email, as identity announced them. */
export interface PersonRow {
  userId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  updatedAt: string;
}

/** This service's copy of identity's people (see the kit's people read model). */
const people: PeopleTable<PersonRow> = { table: 'people', key: 'userId', version: 'updatedAt' };

export const peopleStore = {
  byUserIds(db: Knex, userIds: readonly string[]): Promise<PersonRow[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return db('people').whereIn('userId', userIds);
  },
  byUserId(db: Knex, userId: string): Promise<PersonRow | undefined> {
    return db('people').where({ userId }).first();
  },
  /** Stores the person unless what is held is newer or the account was deleted. */
  async apply(trx: Knex.Transaction, row: PersonRow): Promise<void> {
    await upsertIfNewer(trx, people, row);
  },
  async remove(db: Knex, userId: string): Promise<void> {
    await db('people').where({ userId }).delete();
  },
};
