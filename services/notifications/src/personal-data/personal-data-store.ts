import type { Knex } from 'knex';
import type { NotificationsPersonalData } from '@app/contracts/notifications/http';

/** Everything notifications holds about the user, for "Download my data" (the purge removes the same). */
export async function notificationsPersonalData(
  db: Knex,
  userId: string,
): Promise<NotificationsPersonalData> {
  return {
    recipient: (await db('recipients').where({ userId }).first()) ?? null,
    emailSettings: (await db('notificationPreferences').where({ userId }).first()) ?? null,
    notifications: await db('notifications').where({ userId }).orderBy('createdAt', 'desc'),
  };
}
