import type { Knex } from 'knex';
import type { NotificationResponse } from '@app/contracts/notifications/http';
import { notFound, type EventPublisher } from '@app/service-kit';
import type { NotificationRow } from '../shared/notification-row';
import { notificationsStore } from './notifications-store';

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

/** The signed-in person's notifications: the list under the bell, read and cleared. */
export class NotificationsService {
  constructor(
    private readonly db: Knex,
    private readonly events: EventPublisher,
  ) {}

  async list(userId: string, limit: number): Promise<NotificationResponse[]> {
    return (await notificationsStore.listForUser(this.db, userId, limit)).map(toNotificationResponse);
  }

  count(userId: string): Promise<number> {
    return notificationsStore.countUnread(this.db, userId);
  }

  /** Only the addressee may mark a notification read; anyone else learns nothing about it. */
  async markRead(id: string, userId: string): Promise<NotificationResponse> {
    const row = await this.db.transaction(async (trx) => {
      const marked = await notificationsStore.markRead(trx, id, userId);
      if (marked)
        await this.events.publish(trx, 'notifications.notification.read', {
          userId,
          notificationId: marked.id,
          type: marked.type,
        });
      return marked;
    });
    if (!row) throw notFound('Notification not found', 'NOTIFICATION_NOT_FOUND');
    return toNotificationResponse(row);
  }

  /** Deletes the person's notifications; their other tabs hear of it (`notifications.notification.cleared`). */
  clear(userId: string): Promise<number> {
    return this.db.transaction(async (trx) => {
      const deleted = await notificationsStore.deleteForUser(trx, userId);
      if (deleted > 0) await this.events.publish(trx, 'notifications.notification.cleared', { userId });
      return deleted;
    });
  }
}
