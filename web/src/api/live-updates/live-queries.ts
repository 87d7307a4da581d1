import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveMessage } from '@app/contracts/live-updates/http';
import { academicRequestsKey } from '../networking/academic-requests';
import { connectionsKey } from '../networking/get-connections';
import { similarResearchersKey } from '../networking/get-similar-researchers';
import { notificationCountKey, notificationsKey } from '../notifications/notifications';
import { networkingRoutes } from '@app/contracts/networking/http';

/** The bell's count and the notification list (dashboard card, detail dialog). */
const bell: QueryKey[] = [notificationCountKey, notificationsKey];
/**
 * Every request list: the dashboard's requests card and the networking page's (both under
 * `academicRequestsKey`, incoming examiner requests too), and my supervisor and examiner requests.
 */
const requests: QueryKey[] = [
  academicRequestsKey,
  [networkingRoutes.outgoingSupervisorRequests.path],
  [networkingRoutes.outgoingExaminerRequests.path],
];
/** My Connections, and Discover, which shows whether I am connected to each person. */
const connections: QueryKey[] = [connectionsKey, similarResearchersKey];

/** Everything a live message can concern: what `refetch` (and a stream that was down) refreshes. */
export const liveQueryKeys: readonly QueryKey[] = [...bell, ...requests, ...connections];

/** The queries one message makes out of date (none for the stream's own messages). */
export function liveQueriesOf(message: LiveMessage): readonly QueryKey[] {
  switch (message.kind) {
    case 'notification.created':
    case 'notification.read':
    case 'notification.cleared':
      return bell;
    case 'request.created':
    case 'request.answered':
      return requests;
    case 'connection.changed':
      return [...connections, ...requests];
    case 'refetch':
      return liveQueryKeys;
    case 'stream.ended':
      return [];
  }
}

/** Marks the queries stale: the ones on screen refetch at once, the others when next shown. */
export function invalidateLive(client: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined);
}
