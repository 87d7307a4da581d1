import type { DomainEvent } from '@app/contracts/events';
import type { HandlerMap } from '@app/service-kit';
import { connectionAudience } from './audience';
import type { FanOut } from './fan-out';
import type { Fresh } from './fresh';

type NetworkingHandlers = Pick<HandlerMap, `networking.${string}` & keyof HandlerMap>;

/** Every connection, supervisor-request and examiner-request event, to its two parties. */
export function networkingHandlers(fanOut: FanOut, fresh: Fresh): HandlerMap {
  const types = [
    'networking.connection.requested',
    'networking.connection.accepted',
    'networking.connection.declined',
    'networking.connection.removed',
    'networking.supervisor_request.created',
    'networking.supervisor_request.accepted',
    'networking.supervisor_request.declined',
    'networking.examiner_request.created',
    'networking.examiner_request.accepted',
    'networking.examiner_request.declined',
  ] as const;
  const handlers: NetworkingHandlers = {};
  for (const type of types) {
    handlers[type] = async (event: DomainEvent<typeof type>, ctx) => {
      if (fresh(event)) fanOut.sendWith(ctx, connectionAudience(type, event.data), event.occurredAt);
    };
  }
  return handlers;
}
