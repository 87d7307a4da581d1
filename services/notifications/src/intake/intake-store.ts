import type { Knex } from 'knex';
import type { EmailPreference } from '@app/contracts/notifications/http';
import { REQUEST_TYPES } from '../mail';
import type { RecipientSeed } from '../shared/recipients-store';
import type { Delivery, NotificationRow } from '../shared/notification-row';
import type { NotificationDraft } from './notification-drafts';

/** A draft with the delivery it gets under each email preference (from `planDelivery`). */
export type PlannedDraft = NotificationDraft & { plan: Record<EmailPreference, Delivery> };

/** What intake writes to `notifications` (seeding `recipients` too), and reads when it purges. */
export const intakeStore = {
  /**
   * Records drafts in one statement (one round trip on the hot path of every event): for each
   * person not deleted, picks the delivery their current preference maps to in the draft's `plan`,
   * inserts what is new (a source already recorded for that person is skipped), and fills in
   * recipients' unknown addresses and names from `seeds` (never overwriting identity's).
   */
  async record(
    db: Knex,
    drafts: PlannedDraft[],
    seeds: RecipientSeed[],
    defaultPreference: EmailPreference,
  ): Promise<Array<Pick<NotificationRow, 'id' | 'delivery' | 'userId' | 'type'>>> {
    if (drafts.length === 0 && seeds.length === 0) return [];
    const draftRows = drafts.map((d) => ({
      user_id: d.userId,
      type: d.type,
      title: d.title,
      message: d.message,
      related_connection_id: d.relatedConnectionId,
      related_project_id: d.relatedProjectId,
      link: d.link,
      source_key: d.sourceKey,
      plan: d.plan,
    }));
    const seedRows = seeds
      .filter((s) => s.email || s.displayName)
      .map((s) => ({ user_id: s.userId, email: s.email, display_name: s.displayName }));
    const { rows } = await db.raw<{
      rows: Array<Pick<NotificationRow, 'id' | 'delivery' | 'userId' | 'type'>>;
    }>(
      `WITH seed AS (
         INSERT INTO recipients (user_id, email, display_name)
         SELECT s.user_id, s.email, s.display_name
           FROM jsonb_to_recordset(?::jsonb) AS s(user_id uuid, email text, display_name text)
          WHERE NOT EXISTS (SELECT 1 FROM deleted_users x WHERE x.user_id = s.user_id)
          ORDER BY s.user_id -- one lock order for everyone: concurrent seeds cannot deadlock
         ON CONFLICT (user_id) DO UPDATE
           SET email = coalesce(recipients.email, excluded.email),
               display_name = coalesce(recipients.display_name, excluded.display_name)
         WHERE recipients.email IS NULL OR recipients.display_name IS NULL
       )
       INSERT INTO notifications
         (user_id, type, title, message, related_connection_id, related_project_id, link, source_key, delivery)
       SELECT d.user_id, d.type, d.title, d.message, d.related_connection_id, d.related_project_id,
              d.link, d.source_key, d.plan ->> coalesce(p.email, ?)
         FROM jsonb_to_recordset(?::jsonb) AS d(user_id uuid, type text, title text, message text,
              related_connection_id uuid, related_project_id uuid, link text, source_key text, plan jsonb)
         LEFT JOIN notification_preferences p ON p.user_id = d.user_id
        WHERE NOT EXISTS (SELECT 1 FROM deleted_users x WHERE x.user_id = d.user_id)
       ON CONFLICT (source_key, user_id) DO NOTHING
       RETURNING id, delivery, user_id AS "userId", type`,
      [JSON.stringify(seedRows), defaultPreference, JSON.stringify(draftRows)],
    );
    return rows;
  },

  /**
   * A request that has been answered (or withdrawn, or cleared) is no longer news: the addressee's
   * notifications about it are marked read, wherever the answer was given.
   */
  async markRequestAnswered(
    db: Knex,
    userId: string,
    connectionId: string,
  ): Promise<Array<Pick<NotificationRow, 'id' | 'userId' | 'type'>>> {
    return db('notifications')
      .where({ userId, relatedConnectionId: connectionId, isRead: false })
      .whereIn('type', [...REQUEST_TYPES])
      .update({ isRead: true })
      .returning(['id', 'userId', 'type']);
  },

  /** Immediate emails of a user not sent yet (their queued jobs are removed when the user goes). */
  async pendingMailIds(db: Knex, userId: string): Promise<string[]> {
    const rows: Array<{ id: string }> = await db('notifications')
      .select('id')
      .where({ userId, delivery: 'immediate', emailSent: false });
    return rows.map((r) => r.id);
  },
};
