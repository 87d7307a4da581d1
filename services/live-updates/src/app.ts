import { liveUpdatesRoutes } from '@app/contracts/live-updates/http';
import { consumers, createService, database, nats, redis, use } from '@app/service-kit';
import { migrations } from '../migrations';
import type { LiveUpdatesConfig } from './config';
import { FanOut, freshWithin } from './intake';
import { personalDataRoutes } from './personal-data';
import { LiveWindow, liveSubjects } from './shared';
import { LocalStreams, PersonStreams, StreamsService, endRoutes, liveMetrics, streamRoutes } from './streams';
import { liveSubscriptions } from './subscriptions';

/**
 * Live updates (issue 43): each signed-in tab's event stream. Events become messages once (a
 * durable consumer shared by the replicas), kept in the person's window in Redis and published on
 * core NATS; every replica writes them to the streams it holds. See README.md.
 */
export async function buildApp(config: LiveUpdatesConfig) {
  const app = await createService({
    name: 'live-updates',
    config,
    routes: [...Object.values(liveUpdatesRoutes)],
  })
    .then(use(database, { migrations }))
    .then(use(nats))
    .then(use(redis));

  const subjects = liveSubjects(config.EVENT_NAMESPACE);
  const window = new LiveWindow(app.redis, config.LIVE_WINDOW_SIZE, config.LIVE_WINDOW_TTL_SECONDS);
  const local = new LocalStreams(config.LIVE_STREAMS_MAX);
  const people = new PersonStreams(app.redis, config.LIVE_STREAMS_PER_PERSON, config.LIVE_HEARTBEAT_MS * 3);
  const streams = new StreamsService({
    local,
    people,
    window,
    redis: app.redis,
    nc: app.nc,
    subjects,
    metrics: liveMetrics(app.metrics, () => local.size),
    heartbeatMs: config.LIVE_HEARTBEAT_MS,
    maxAgeMs: config.LIVE_STREAM_MAX_AGE_MS,
    log: app.log.child({ component: 'streams' }),
  });
  streams.start();
  // Before Fastify waits for open connections to finish: open streams never would.
  app.addHook('preClose', async () => streams.stop());

  await app.register(streamRoutes, { streams });
  await app.register(endRoutes, { streams });
  await app.register(personalDataRoutes, { window, openStreams: (userId: string) => people.count(userId) });

  const fanOut = new FanOut(window, app.nc, subjects);
  const fresh = freshWithin(config.LIVE_EVENT_MAX_AGE_MS);
  return use(consumers, {
    subscriptions: liveSubscriptions(fanOut, fresh, streams, config.LIVE_CONSUMER_CONCURRENCY),
  })(app);
}

export type LiveUpdatesApp = Awaited<ReturnType<typeof buildApp>>;
