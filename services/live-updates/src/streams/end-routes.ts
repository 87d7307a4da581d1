import { liveUpdatesInternalRoutes } from '@app/contracts/live-updates/http';
import { registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { StreamsService } from './streams-service';

/**
 * `POST /internal/streams/end`: the gateway, at sign-out. Every replica hears it on core NATS and
 * ends the person's streams it holds (a `stream.ended` message, then the end of the response).
 */
export const endRoutes: FastifyPluginAsyncZod<{ streams: StreamsService }> = async (app, { streams }) => {
  registerRoute(app, liveUpdatesInternalRoutes.endStreams, async (req) => {
    if (req.body.reason === 'account-deleted') await streams.accountDeleted(req.body.userId);
    else streams.endPerson(req.body.userId, req.body.reason);
    return { announced: true as const };
  });
};
