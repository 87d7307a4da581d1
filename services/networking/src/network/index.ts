/**
 * The network: its page's nodes, edges and figures, and the project and group memberships behind
 * its edges (kept from the projects and groups events).
 */
export { networkRoutes } from './network-routes';
export { NetworkService } from './network-service';
export { NetworkCounts } from './network-counts';
export { projectHandlers } from './projects-events';
export { groupHandlers } from './groups-events';
export { membershipsStore } from './memberships-store';
