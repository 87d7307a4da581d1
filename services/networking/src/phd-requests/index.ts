/** PhD requests: asking a researcher to supervise or examine a thesis, and one's outgoing requests. */
export { phdRequestRoutes } from './phd-requests-routes';
export { PhdRequestsService } from './phd-requests-service';
