import { liveUpdatesInternalRoutes } from '@app/contracts/live-updates/http';
import { registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { LiveWindow } from '../shared';

/** `GET /internal/personal-data/:id`: the gateway gathers it into "Download my data". */
export const personalDataRoutes: FastifyPluginAsyncZod<{
  window: LiveWindow;
  openStreams: (userId: string) => Promise<number>;
}> = async (app, { window, openStreams }) => {
  registerRoute(app, liveUpdatesInternalRoutes.personalData, async (req) => ({
    recentMessages: (await window.all(req.params.id)).map(({ id, message }) => ({ id, ...message })),
    openStreams: await openStreams(req.params.id),
  }));
};
