/**
 * Forwarding `/api` paths to the services that own them: a fresh signed user context, the
 * catalogue's early refusals, replicas in turn, reads retried while a service is replaced, and
 * upstream failures answered as JSON.
 */
export { registerProxies } from './proxy';
