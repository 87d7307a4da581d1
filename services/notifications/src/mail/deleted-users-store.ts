import type { Knex } from 'knex';

/** The ids of deleted accounts (the kit's deletion markers), swept for what raced their deletion. */
export const deletedUsersStore = {
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
};
