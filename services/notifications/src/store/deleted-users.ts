import type { Knex } from 'knex';

/** The ids of deleted accounts, and nothing else about them. */
export const deletedUsersStore = {
  async add(db: Knex, userId: string): Promise<void> {
    await db('deletedUsers').insert({ userId }).onConflict('userId').ignore();
  },

  /**
   * Removes what events racing an account's deletion left behind (written by a transaction that
   * had not yet seen the deletion). Only recent deletions can have such stragglers.
   */
  async purgeStragglers(db: Knex, withinHours: number): Promise<number> {
    const recent = db('deletedUsers')
      .select('userId')
      .where('deletedAt', '>', db.raw(`now() - (? * interval '1 hour')`, [withinHours]));
    const removed = await db('notifications').whereIn('userId', recent.clone()).delete();
    await db('recipients').whereIn('userId', recent.clone()).delete();
    await db('notificationPreferences').whereIn('userId', recent.clone()).delete();
    return removed;
  },

  async isDeleted(db: Knex, userId: string): Promise<boolean> {
    return Boolean(await db('deletedUsers').select('userId').where({ userId }).first());
  },
};
