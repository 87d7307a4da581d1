import type { DomainEvent } from '@app/contracts/events';
import type { HandlerMap } from '@app/service-kit';
import { notificationAudience } from './audience';
import type { FanOut } from './fan-out';
import type { Fresh } from './fresh';

/**
 * The bell: notifications publishes these in the transaction that writes the notification, so by
 * the time the tab refetches, the row (or its read mark) is there.
 */
export function notificationsHandlers(fanOut: FanOut, fresh: Fresh): HandlerMap {
  const types = [
    'notifications.notification.created',
    'notifications.notification.read',
    'notifications.notification.cleared',
  ] as const;
  const handlers: HandlerMap = {};
  for (const type of types) {
    handlers[type] = async (event: DomainEvent<typeof type>, ctx) => {
      if (fresh(event)) fanOut.sendWith(ctx, notificationAudience(event), event.occurredAt);
    };
  }
  return handlers;
}
