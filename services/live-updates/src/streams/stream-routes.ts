import { liveUpdatesRoutes } from '@app/contracts/live-updates/http';
import { currentUser, registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { StreamsService } from './streams-service';

/**
 * `GET /api/events/stream`: the signed-in person's stream. The answer is written as it goes, so
 * the handler takes the response over from Fastify once the stream is accepted; a refusal (signed
 * out, this replica full) is an ordinary error answer before that.
 */
export const streamRoutes: FastifyPluginAsyncZod<{ streams: StreamsService }> = async (app, { streams }) => {
  registerRoute(app, liveUpdatesRoutes.stream, async (req, reply) => {
    const user = currentUser(req);
    const header = req.headers['last-event-id'];
    const lastEventId = (typeof header === 'string' ? header : undefined) ?? req.query.lastEventId;
    // A position that is not one (too long, malformed) is answered with a `refetch`.
    await streams.open(user.userId, reply.raw, lastEventId, () => {
      reply.hijack();
      reply.raw.setHeader('x-request-id', req.id);
    });
    return reply;
  });
};
