import { networkingRoutes } from '@app/contracts/networking/http';
import { consumers, createService, database, nats, outbox, use } from '@app/service-kit';
import { migrations } from '../migrations';
import type { NetworkingConfig } from './config';
import { subscriptions } from './events/subscriptions';
import { connectionRoutes } from './routes/connections';
import { discoveryRoutes } from './routes/discovery';
import { finderRoutes } from './routes/finders';
import { networkRoutes } from './routes/network';
import { phdRequestRoutes } from './routes/phd-requests';
import { ExaminerConflictsCache } from './search/conflicts-cache';
import { ConnectionsService } from './service/connections-service';
import { DiscoveryService } from './search/discovery-service';
import { FinderCache } from './search/finder-cache';
import { FindersService } from './search/finders-service';
import { FinderWords } from './search/finder-words';
import { GraphService } from './service/graph-service';
import { PhdRequestsService } from './service/phd-requests-service';
import { ResearcherFeed } from './search/researcher-feed';
import { SearchVersion } from './search/search-version';
import { ShownRows } from './search/shown-rows';

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
  await app.register(networkRoutes, { graph: new GraphService(app.db) });
  // Load the researcher indexes in the background; requests wait for it if they come first.
  app.addHook('onReady', async () => {
    feed
      .refresh()
      .catch((err: Error) => app.log.warn({ err: err.message }, 'researcher indexes not loaded yet'));
  });
  return use(consumers, { subscriptions })(app);
}

export type NetworkingApp = Awaited<ReturnType<typeof buildApp>>;
