/**
 * Search: the in-memory engine behind discovery and the supervisor and examiner finders, the feed
 * that keeps it current, its caches, and their routes.
 */
export { discoveryRoutes } from './discovery-routes';
export { finderRoutes } from './finders-routes';
export { DiscoveryService } from './discovery-service';
export { FindersService } from './finders-service';
export { FinderCache } from './finder-cache';
export { FinderWords } from './finder-words';
export { ExaminerConflictsCache } from './conflicts-cache';
export { ResearcherFeed } from './researcher-feed';
export { SearchVersion } from './search-version';
export { ShownRows } from './shown-rows';
