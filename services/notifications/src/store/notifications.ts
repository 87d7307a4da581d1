import type { Knex } from 'knex';
import {
  DEFAULT_EMAIL_PREFERENCE,
  type EmailPreference,
  type NotificationType,
} from '@app/contracts/notifications/http';
import { REQUEST_TYPES, type Delivery, type DigestPeriod } from '../domain/delivery';
import type { NotificationDraft } from '../domain/notification-drafts';
import type { RecipientSeed } from './recipients';

export interface NotificationRow {
  id: string;
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  relatedConnectionId: string | null;
  relatedProjectId: string | null;
  link: string;
  isRead: boolean;
  emailSent: boolean;
  emailedAt: string | null;
  delivery: Delivery;
  mailQueuedAt: string | null;
  sourceKey: string;
  createdAt: string;
}

/** A notification with what its mail job needs to know, read under the row's lock. */
export interface MailCandidate extends NotificationRow {
  preference: EmailPreference;
  deleted: boolean;
  recipientEmail: string | null;
  recipientFirstName: string | null;
  recipientDisplayName: string | null;
}

/** A draft with the delivery it gets under each email preference (from `planDelivery`). */
export type PlannedDraft = NotificationDraft & { plan: Record<EmailPreference, Delivery> };

/**
 * Unread notifications not mailed yet, leaving out those whose own immediate email may still be
 * on its way (see IMMEDIATE_GRACE_SECONDS).
 */
function digestCandidates(qb: Knex.QueryBuilder, db: Knex, graceSeconds: number): Knex.QueryBuilder {
  return qb
    .where('n.emailSent', false)
    .andWhere('n.isRead', false)
    .andWhere((w) =>
      w
        .whereNot('n.delivery', 'immediate')
        .orWhere('n.createdAt', '<', db.raw(`now() - (? * interval '1 second')`, [graceSeconds])),
    );
}

export const notificationsStore = {
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
  ): Promise<Array<Pick<NotificationRow, 'id' | 'delivery'>>> {
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
    const { rows } = await db.raw<{ rows: Array<Pick<NotificationRow, 'id' | 'delivery'>> }>(
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
       RETURNING id, delivery`,
      [JSON.stringify(seedRows), defaultPreference, JSON.stringify(draftRows)],
    );
    return rows;
  },

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
  /**
   * A request that has been answered (or withdrawn, or cleared) is no longer news: the addressee's
   * notifications about it are marked read, wherever the answer was given.
   */
  async markRequestAnswered(db: Knex, userId: string, connectionId: string): Promise<number> {
    return db('notifications')
      .where({ userId, relatedConnectionId: connectionId, isRead: false })
      .whereIn('type', [...REQUEST_TYPES])
      .update({ isRead: true });
  },

  async markRead(db: Knex, id: string, userId: string): Promise<NotificationRow | undefined> {
    const [row] = await db('notifications').where({ id, userId }).update({ isRead: true }).returning('*');
    return row as NotificationRow | undefined;
  },

  deleteForUser(db: Knex, userId: string): Promise<number> {
    return db('notifications').where({ userId }).delete();
  },

  /**
   * Locks a notification for its mail job (so two workers cannot both send it) and reads, in the
   * same query, what the job decides with: the person's preference, whether their account is
   * deleted, and where to write to.
   */
  lockForMail(
    trx: Knex.Transaction,
    id: string,
    defaultPreference: EmailPreference,
  ): Promise<MailCandidate | undefined> {
    return trx('notifications as n')
      .select(
        'n.*',
        trx.raw('coalesce(p.email, ?) AS preference', [defaultPreference]),
        trx.raw('(d.user_id IS NOT NULL) AS deleted'),
        'r.email as recipientEmail',
        'r.firstName as recipientFirstName',
        'r.displayName as recipientDisplayName',
      )
      .leftJoin('notificationPreferences as p', 'p.userId', 'n.userId')
      .leftJoin('deletedUsers as d', 'd.userId', 'n.userId')
      .leftJoin('recipients as r', 'r.userId', 'n.userId')
      .where('n.id', id)
      .forUpdate('n')
      .first();
  },

  async markEmailed(db: Knex, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db('notifications').whereIn('id', ids).update({ emailSent: true, emailedAt: db.fn.now() });
  },

  async markQueued(db: Knex, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db('notifications').whereIn('id', ids).update({ mailQueuedAt: db.fn.now() });
  },

  /** Immediate emails whose job never reached the queue (Redis was down at the time). */
  async unqueued(db: Knex, olderThanMs: number, limit: number): Promise<string[]> {
    const rows: Array<{ id: string }> = await db('notifications')
      .select('id')
      .where({ delivery: 'immediate', emailSent: false })
      .whereNull('mailQueuedAt')
      .andWhere('createdAt', '<', db.raw(`now() - (? * interval '1 millisecond')`, [olderThanMs]))
      .orderBy('createdAt')
      .limit(limit);
    return rows.map((r) => r.id);
  },

  /** Immediate emails of a user not sent yet (their queued jobs are removed when the user goes). */
  async pendingMailIds(db: Knex, userId: string): Promise<string[]> {
    const rows: Array<{ id: string }> = await db('notifications')
      .select('id')
      .where({ userId, delivery: 'immediate', emailSent: false });
    return rows.map((r) => r.id);
  },

  /** People on this digest period (daily is the default) with something to put in a digest. */
  async usersDueDigest(db: Knex, period: DigestPeriod, graceSeconds: number): Promise<string[]> {
    const qb = db('notifications as n')
      .distinct('n.userId')
      .leftJoin('notificationPreferences as p', 'p.userId', 'n.userId')
      .whereRaw('coalesce(p.email, ?) = ?', [DEFAULT_EMAIL_PREFERENCE, period]);
    const rows: Array<{ userId: string }> = await digestCandidates(qb, db, graceSeconds);
    return rows.map((r) => r.userId);
  },

  /**
   * Locks what goes into a user's digest, newest first. Rows an immediate mail job holds are
   * skipped rather than waited for; they are that job's to send.
   */
  lockDigestItems(
    trx: Knex.Transaction,
    userId: string,
    graceSeconds: number,
    limit: number,
  ): Promise<NotificationRow[]> {
    const qb = trx('notifications as n')
      .select('n.*')
      .where('n.userId', userId)
      .orderBy('n.createdAt', 'desc')
      .limit(limit)
      .forUpdate()
      .skipLocked();
    return digestCandidates(qb, trx, graceSeconds);
  },
};
