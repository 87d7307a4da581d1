import type { NotificationType } from '@app/contracts/notifications/http';

/** How a notification is to be mailed, decided when it is created. */
export type Delivery = 'immediate' | 'digest' | 'none';

/**
 * A row of `notifications`: written by intake, read and cleared by the person (notifications/),
 * mailed by mail/.
 */
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
