import type { HandlerMap } from '@app/service-kit';
import type { StreamsService } from './streams-service';

/** A deleted account loses its streams at once, on every replica, and its window. */
export function identityHandlers(streams: StreamsService): HandlerMap {
  return {
    'identity.user.deleted': async (event) => {
      await streams.accountDeleted(event.data.userId);
    },
  };
}
