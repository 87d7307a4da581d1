import type { FastifyBaseLogger } from 'fastify';
import { liveUpdatesInternalRoutes } from '@app/contracts/live-updates/http';
import { InternalClient } from '@app/service-kit';
import { upstreamsOf, type GatewayConfig } from '../config';

/**
 * Ends a person's live-update streams (every tab, every replica) when they sign out: the
 * signed-out tab's EventSource is told `stream.ended` and does not reconnect, and any other tab
 * still signed in reconnects and resumes. The sign-out never waits long on it, nor fails for it:
 * a stream left open ends at its age (`LIVE_STREAM_MAX_AGE_MS`), and its reconnect is refused.
 */
export class LiveStreams {
  private readonly client: InternalClient;

  constructor(config: GatewayConfig) {
    this.client = new InternalClient({
      from: 'gateway',
      baseUrl: upstreamsOf(config, 'live-updates')[0],
      secret: config.INTERNAL_AUTH_SECRET,
      timeoutMs: 2000,
    });
  }

  async endFor(userId: string, log: FastifyBaseLogger): Promise<void> {
    try {
      await this.client.call(liveUpdatesInternalRoutes.endStreams, {
        body: { userId, reason: 'signed-out' },
      });
    } catch (err) {
      log.warn({ err: (err as Error).message, userId }, 'live streams not ended at sign-out');
    }
  }
}
