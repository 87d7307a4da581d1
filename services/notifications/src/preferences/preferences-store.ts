import type { Knex } from 'knex';
import { DEFAULT_EMAIL_PREFERENCE, type EmailPreference } from '@app/contracts/notifications/http';

export const preferencesStore = {
  async get(db: Knex, userId: string): Promise<EmailPreference> {
    const row: { email: EmailPreference } | undefined = await db('notificationPreferences')
      .select('email')
      .where({ userId })
      .first();
    return row?.email ?? DEFAULT_EMAIL_PREFERENCE;
  },

  async set(db: Knex, userId: string, email: EmailPreference): Promise<void> {
    await db('notificationPreferences')
      .insert({ userId, email })
      .onConflict('userId')
      .merge({ email, updatedAt: db.fn.now() });
  },

  async remove(db: Knex, userId: string): Promise<void> {
    await db('notificationPreferences').where({ userId }).delete();
  },
};
