export { LocalStreams } from './local-streams';
export { PersonStreams } from './person-streams';
export { StreamsService } from './streams-service';
export { liveMetrics } from './live-metrics';
export { streamRoutes } from './stream-routes';
export { endRoutes } from './end-routes';
export { identityHandlers } from './identity-events';
