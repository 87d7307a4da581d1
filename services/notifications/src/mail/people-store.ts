import type { Knex } from 'knex';
import { DEFAULT_EMAIL_PREFERENCE, type EmailPreference } from '@app/contracts/notifications/http';

/** What deciding about a notification needs to know of the person it is for. */
export interface PersonFacts {
  deleted: boolean;
  preference: EmailPreference;
}

export const peopleStore = {
  /** Whether each person's account was deleted, and their email preference, in one query. */
  async facts(db: Knex, userIds: string[]): Promise<Map<string, PersonFacts>> {
    if (userIds.length === 0) return new Map();
    const { rows } = await db.raw<{
      rows: Array<{ userId: string; preference: EmailPreference | null; deleted: boolean }>;
    }>(
      `SELECT u.id AS user_id, p.email AS preference, (d.user_id IS NOT NULL) AS deleted
         FROM unnest(?::uuid[]) AS u(id)
         LEFT JOIN notification_preferences p ON p.user_id = u.id
         LEFT JOIN deleted_users d ON d.user_id = u.id`,
      [userIds],
    );
    return new Map(
      rows.map((r) => [
        r.userId,
        { deleted: r.deleted, preference: r.preference ?? DEFAULT_EMAIL_PREFERENCE },
      ]),
    );
  },
};
