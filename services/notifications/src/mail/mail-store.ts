import type { Knex } from 'knex';
import { DEFAULT_EMAIL_PREFERENCE, type EmailPreference } from '@app/contracts/notifications/http';
import type { NotificationRow } from '../shared/notification-row';
import type { DigestPeriod } from './delivery';

/** A notification with what its mail job needs to know, read under the row's lock. */
export interface MailCandidate extends NotificationRow {
  preference: EmailPreference;
  deleted: boolean;
  recipientEmail: string | null;
  recipientFirstName: string | null;
  recipientDisplayName: string | null;
}

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

/** What mailing reads and marks in `notifications`. */
export const mailStore = {
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
