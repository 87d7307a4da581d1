import type { DomainEvent, EventType } from '@app/contracts/events';
import type { LiveMessage } from '@app/contracts/live-updates/http';
import type { ConnectionEvent } from '@app/contracts/networking/events';

/** One message for one person. */
export interface Addressed {
  userId: string;
  message: LiveMessage;
}

type NetworkingEventType = Extract<EventType, `networking.${string}`>;

/**
 * Who hears of a connection event, and what: the requests card and My Connections of both
 * parties, whose lists the event changed. Only the two parties of a connection or request ever
 * hear of it, and only its id, kind and status. The bell is not rung from here: notifications
 * says itself when it wrote or read a notification (`notificationAudience`), once the row is
 * committed.
 */
export function connectionAudience(type: NetworkingEventType, e: ConnectionEvent): Addressed[] {
  const { connectionId, connectionType, status } = e;
  const both = (message: LiveMessage): Addressed[] => [
    { userId: e.fromUserId, message },
    { userId: e.toUserId, message },
  ];
  const answered = both({ kind: 'request.answered', connectionId, connectionType, status });
  const created = both({ kind: 'request.created', connectionId, connectionType });
  const connected = both({ kind: 'connection.changed', connectionId, change: 'accepted' });

  switch (type) {
    case 'networking.connection.requested':
    case 'networking.supervisor_request.created':
    case 'networking.examiner_request.created':
      return created;
    case 'networking.connection.accepted':
    case 'networking.supervisor_request.accepted':
    case 'networking.examiner_request.accepted':
      return [...answered, ...connected];
    case 'networking.connection.declined':
    case 'networking.supervisor_request.declined':
    case 'networking.examiner_request.declined':
      return answered;
    case 'networking.connection.removed':
      return both({ kind: 'connection.changed', connectionId, change: 'removed' });
  }
}

type NotificationsEventType = Extract<EventType, `notifications.${string}`>;

/** A notification written, read or cleared: to its addressee only, by id. */
export function notificationAudience(event: DomainEvent<NotificationsEventType>): Addressed[] {
  switch (event.type) {
    case 'notifications.notification.created': {
      const { userId, notificationId, type } = (event as DomainEvent<'notifications.notification.created'>)
        .data;
      return [{ userId, message: { kind: 'notification.created', notificationId, notificationType: type } }];
    }
    case 'notifications.notification.read': {
      const { userId, notificationId } = (event as DomainEvent<'notifications.notification.read'>).data;
      return [{ userId, message: { kind: 'notification.read', notificationId } }];
    }
    case 'notifications.notification.cleared': {
      const { userId } = (event as DomainEvent<'notifications.notification.cleared'>).data;
      return [{ userId, message: { kind: 'notification.cleared' } }];
    }
  }
  return [];
}
