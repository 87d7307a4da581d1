/**
 * Connections: research-interest connection requests, answering every kind of request, and the
 * connection lists. What the other capabilities use: the rules on a connection's status, its
 * store, and the request guards that PhD requests share.
 */
export { connectionRoutes } from './connections-routes';
export { ConnectionsService, refuseWhileDeclined, retryOnceOnUniqueViolation } from './connections-service';
export {
  connectionStatusFor,
  otherParty,
  requestStatus,
  storedStatus,
  type ConnectionRow,
} from './connection-rules';
export { connectionsStore } from './connections-store';
export { requestDeclinesStore } from './request-declines-store';
