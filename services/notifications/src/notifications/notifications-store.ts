import type { Knex } from 'knex';
import type { NotificationRow } from '../shared/notification-row';

/** The person's own notifications, under the bell. */
export const notificationsStore = {
  listForUser(db: Knex, userId: string, limit: number): Promise<NotificationRow[]> {
    return db('notifications')
      .where({ userId })
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit);
  },

  async countUnread(db: Knex, userId: string): Promise<number> {
    const row = await db('notifications').where({ userId, isRead: false }).count({ count: '*' }).first();
    return Number(row?.count ?? 0);
  },

  /** Marks one of the user's own notifications read; undefined when it is not theirs or not there. */
  async markRead(db: Knex, id: string, userId: string): Promise<NotificationRow | undefined> {
    const [row] = await db('notifications').where({ id, userId }).update({ isRead: true }).returning('*');
    return row as NotificationRow | undefined;
  },

  deleteForUser(db: Knex, userId: string): Promise<number> {
    return db('notifications').where({ userId }).delete();
  },
};
