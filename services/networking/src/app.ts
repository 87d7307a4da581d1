import { networkingRoutes } from '@app/contracts/networking/http';
import { consumers, createService, database, nats, outbox, use } from '@app/service-kit';
import { migrations } from '../migrations';
import type { NetworkingConfig } from './config';
import { subscriptions } from './subscriptions';
import { connectionRoutes, ConnectionsService } from './connections';
import { NetworkCounts, networkRoutes, NetworkService } from './network';
import { personalDataRoutes } from './personal-data';
import { phdRequestRoutes, PhdRequestsService } from './phd-requests';
import {
  DiscoveryService,
  discoveryRoutes,
  ExaminerConflictsCache,
  FinderCache,
  finderRoutes,
  FindersService,
  FinderWords,
  ResearcherFeed,
  SearchVersion,
  ShownRows,
} from './search';

/**
 * Networking owns academic connections (research-interest connections, PhD supervisor and examiner
 * requests), a read model of researchers for discovery and the finders, and the network graph.
 */
export async function buildApp(config: NetworkingConfig) {
  const app = await createService({ name: 'networking', config, routes: Object.values(networkingRoutes) })
    .then(use(database, { migrations }))
    .then(use(nats))
    .then(use(outbox, { stream: 'networking' }));
  const version = new SearchVersion();
  const feed = new ResearcherFeed(app.db, app.log, version);
  const shownRows = new ShownRows(app.db, version);
  const connections = new ConnectionsService(app.db, app.events, version.connectionWriteEnded);
  await app.register(connectionRoutes, { connections });
  await app.register(discoveryRoutes, { discovery: new DiscoveryService(app.db, feed, shownRows) });
  await app.register(finderRoutes, {
    finders: new FindersService(
      app.db,
      feed,
      new FinderWords(app.db),
      new FinderCache(config.FINDER_CACHE_ROWS),
      version,
      new ExaminerConflictsCache(config.CONFLICTS_CACHE_CANDIDATES, config.CONFLICTS_CACHE_TTL_MS),
      shownRows,
    ),
  });
  await app.register(phdRequestRoutes, { requests: new PhdRequestsService(app.db, connections) });
  await app.register(networkRoutes, { network: new NetworkService(app.db) });
  await app.register(personalDataRoutes, { db: app.db });
  const networkCounts = new NetworkCounts(
    app.db,
    config.NETWORK_COUNT_MS,
    app.log.child({ component: 'network-counts' }),
  );
  app.addHook('onReady', async () => networkCounts.start());
  app.addHook('preClose', async () => networkCounts.stop());
  // Load the researcher indexes in the background; requests wait for it if they come first.
  app.addHook('onReady', async () => {
    feed
      .refresh()
      .catch((err: Error) => app.log.warn({ err: err.message }, 'researcher indexes not loaded yet'));
  });
  return use(consumers, { subscriptions })(app);
}

export type NetworkingApp = Awaited<ReturnType<typeof buildApp>>;
