import type { Knex } from 'knex';

/** A person's account names and email, as identity announced them. */
export interface PersonRow {
  userId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  updatedAt: string;
}

export const peopleStore = {
  byUserIds(db: Knex, userIds: readonly string[]): Promise<PersonRow[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return db('people').whereIn('userId', userIds);
  },
  byUserId(db: Knex, userId: string): Promise<PersonRow | undefined> {
    return db('people').where({ userId }).first();
  },
  /** Stores the person unless what is held is newer. */
  async saveIfNewer(db: Knex, row: PersonRow): Promise<void> {
    await db('people').insert(row).onConflict('userId').merge().where('people.updatedAt', '<', row.updatedAt);
  },
  async remove(db: Knex, userId: string): Promise<void> {
    await db('people').where({ userId }).delete();
  },
  async isDeleted(db: Knex, userId: string): Promise<boolean> {
    return Boolean(await db('deletedUsers').where({ userId }).first());
  },
  async markDeleted(db: Knex, userId: string, deletedAt: string): Promise<void> {
    await db('deletedUsers').insert({ userId, deletedAt }).onConflict('userId').ignore();
  },
};
