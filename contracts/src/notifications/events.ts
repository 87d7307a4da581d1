import { z } from 'zod';
import { NotificationType } from './http';

/**
 * What notifications tells others about the bell (issue 43: live updates rings it). Ids only: a
 * listener learns *that* a person's notifications changed, never their content, and the web reads
 * the content through the notifications routes. Each is published in the transaction that writes
 * the change, so a listener never hears of a row that is not there yet.
 */
export const NotificationCreated = z.object({
  userId: z.uuid(),
  notificationId: z.uuid(),
  type: NotificationType,
});
export type NotificationCreated = z.infer<typeof NotificationCreated>;

/** A notification was marked read (by its addressee, or because its request was answered). */
export const NotificationRead = z.object({
  userId: z.uuid(),
  notificationId: z.uuid(),
  type: NotificationType,
});
export type NotificationRead = z.infer<typeof NotificationRead>;

/** The person cleared their notifications (every one of them is gone). */
export const NotificationsCleared = z.object({
  userId: z.uuid(),
});
export type NotificationsCleared = z.infer<typeof NotificationsCleared>;

export const notificationsEvents = {
  'notifications.notification.created': NotificationCreated,
  'notifications.notification.read': NotificationRead,
  'notifications.notification.cleared': NotificationsCleared,
} as const;
