import type { Knex } from 'knex';
import type {
  EmailPreference,
  NotificationPreferences,
  NotificationResponse,
} from '@app/contracts/notifications/http';
import { badRequest, isDeleted, notFound } from '@app/service-kit';
import { verifyUnsubscribeToken } from '../domain/unsubscribe-token';
import { notificationsStore, type NotificationRow } from '../store/notifications';
import { preferencesStore } from '../store/preferences';

function toNotificationResponse(row: NotificationRow): NotificationResponse {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    createdAt: row.createdAt,
    isRead: row.isRead,
    relatedConnectionId: row.relatedConnectionId,
    relatedProjectId: row.relatedProjectId,
    link: row.link,
  };
}

const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid.';

/** The signed-in person's notifications and email preferences, and the email unsubscribe link. */
export class NotificationsService {
  constructor(
    private readonly db: Knex,
    private readonly unsubscribeKey: Buffer,
  ) {}

  async list(userId: string, limit: number): Promise<NotificationResponse[]> {
    return (await notificationsStore.listForUser(this.db, userId, limit)).map(toNotificationResponse);
  }

  count(userId: string): Promise<number> {
    return notificationsStore.countUnread(this.db, userId);
  }

  /** Only the addressee may mark a notification read; anyone else learns nothing about it. */
  async markRead(id: string, userId: string): Promise<NotificationResponse> {
    const row = await notificationsStore.markRead(this.db, id, userId);
    if (!row) throw notFound('Notification not found', 'NOTIFICATION_NOT_FOUND');
    return toNotificationResponse(row);
  }

  clear(userId: string): Promise<number> {
    return notificationsStore.deleteForUser(this.db, userId);
  }

  async preferences(userId: string): Promise<NotificationPreferences> {
    return { email: await preferencesStore.get(this.db, userId) };
  }

  async setPreferences(userId: string, email: EmailPreference): Promise<NotificationPreferences> {
    await preferencesStore.set(this.db, userId, email);
    return { email };
  }

  /** Checks an unsubscribe token; the user id it was made for, or a 400. */
  userOfToken(token: string | undefined): string {
    const userId = verifyUnsubscribeToken(token, this.unsubscribeKey);
    if (!userId) throw badRequest(INVALID_UNSUBSCRIBE_LINK, 'INVALID_UNSUBSCRIBE_TOKEN');
    return userId;
  }

  /** One-click unsubscribe: notification emails off (a deleted account has nothing to turn off). */
  async unsubscribe(token: string | undefined): Promise<void> {
    const userId = this.userOfToken(token);
    await this.db.transaction(async (trx) => {
      if (await isDeleted(trx, userId)) return;
      await preferencesStore.set(trx, userId, 'off');
    });
  }
}
