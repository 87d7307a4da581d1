import type { Knex } from 'knex';
import { DEFAULT_EMAIL_PREFERENCE } from '@app/contracts/notifications/http';
import type { FastifyBaseLogger } from 'fastify';
import {
  DIGEST_MAX_LISTED,
  IMMEDIATE_GRACE_SECONDS,
  periodKey,
  shouldEmailNow,
  type DigestPeriod,
} from './delivery';
import { signUnsubscribeToken } from '../preferences';
import { firstNameOf, recipientsStore } from '../shared/recipients-store';
import { renderDigestEmail } from './digest-email';
import type { EmailLinks } from './layout';
import type { MailQueue } from './mail-queue';
import { mailStore } from './mail-store';
import { messageIdDomain, type Mailer } from './mailer';
import { renderNotificationEmail } from './notification-email';
import { peopleStore } from './people-store';

export type MailOutcome =
  'sent' | 'already-sent' | 'gone' | 'not-wanted' | 'no-address' | 'nothing-new' | 'preference-changed';

export interface MailDeliverySettings {
  publicUrl: string;
  mailFrom: string;
  timeZone: string;
  unsubscribeKey: Buffer;
}

/** How many notifications one digest takes (and marks mailed) at most; more wait for the next. */
const DIGEST_BATCH = 500;

/**
 * What the mail worker does with each job. Every send happens inside a transaction that holds the
 * notification rows locked and marks them mailed before committing, so a second worker (or a retry)
 * finds them mailed and sends nothing. If the worker dies after the SMTP server took the mail but
 * before the commit, the retry sends it again with the same Message-ID: at least once, never lost.
 */
export class MailDelivery {
  private readonly domain: string;

  constructor(
    private readonly db: Knex,
    private readonly mailer: Mailer,
    private readonly queue: MailQueue,
    private readonly settings: MailDeliverySettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.domain = messageIdDomain(settings.mailFrom);
  }

  links(userId: string): EmailLinks {
    const token = signUnsubscribeToken(userId, this.settings.unsubscribeKey);
    return {
      publicUrl: this.settings.publicUrl,
      unsubscribeUrl: `${this.settings.publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    };
  }

  async sendNotification(notificationId: string): Promise<MailOutcome> {
    return this.db.transaction(async (trx) => {
      const n = await mailStore.lockForMail(trx, notificationId, DEFAULT_EMAIL_PREFERENCE);
      if (!n) return 'gone';
      if (n.emailSent) return 'already-sent';
      // An event that raced the account's deletion may have left this behind: never mail it.
      if (n.deleted) return 'gone';
      if (!shouldEmailNow(n, n.preference)) return 'not-wanted';
      if (!n.recipientEmail) return 'no-address';

      const email = renderNotificationEmail({
        notification: n,
        recipientFirstName: firstNameOf({
          firstName: n.recipientFirstName,
          displayName: n.recipientDisplayName,
        }),
        preference: n.preference,
        links: this.links(n.userId),
      });
      await this.mailer.send({
        ...email,
        to: { name: n.recipientDisplayName ?? '', address: n.recipientEmail },
        messageId: `<notification.${n.id}@${this.domain}>`,
      });
      await mailStore.markEmailed(trx, [n.id]);
      return 'sent';
    });
  }

  async sendDigest(userId: string, period: DigestPeriod, key: string): Promise<MailOutcome> {
    return this.db.transaction(async (trx) => {
      const person = (await peopleStore.facts(trx, [userId])).get(userId)!;
      if (person.deleted) return 'gone';
      // Someone who switched to another period (or to off) since the run began gets none now.
      if (person.preference !== period) return 'preference-changed';
      const recipient = await recipientsStore.get(trx, userId);
      if (!recipient?.email) return 'no-address';
      const rows = await mailStore.lockDigestItems(trx, userId, IMMEDIATE_GRACE_SECONDS, DIGEST_BATCH);
      if (rows.length === 0) return 'nothing-new';

      const email = renderDigestEmail({
        items: rows.slice(0, DIGEST_MAX_LISTED),
        total: rows.length,
        period,
        recipientFirstName: firstNameOf(recipient),
        timeZone: this.settings.timeZone,
        links: this.links(userId),
      });
      await this.mailer.send({
        ...email,
        to: { name: recipient.displayName ?? '', address: recipient.email },
        messageId: `<digest.${userId}.${key}@${this.domain}>`,
      });
      await mailStore.markEmailed(
        trx,
        rows.map((r) => r.id),
      );
      return 'sent';
    });
  }

  /** A scheduled run: one digest job per person on this period with news. Returns how many. */
  async fanOutDigests(period: DigestPeriod, firedAt: Date): Promise<number> {
    const key = periodKey(period, firedAt, this.settings.timeZone);
    const userIds = await mailStore.usersDueDigest(this.db, period, IMMEDIATE_GRACE_SECONDS);
    await this.queue.enqueueDigests(userIds, period, key);
    this.log.info({ period, periodKey: key, digests: userIds.length }, 'digest run queued');
    return userIds.length;
  }
}
