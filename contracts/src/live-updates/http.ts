import { z } from 'zod';
import { defineRoute, type InternalRouteDefinitions, type RouteDefinitions } from '../define-route';
import { ConnectionStatus, ConnectionType } from '../networking/events';
import { NotificationType } from '../notifications/http';
import { PersonalDataRows, personalDataRoute } from '../personal-data';

/**
 * Live updates (issue 43): one Server-Sent Events stream per signed-in tab, carrying small typed
 * messages about what changed for that person. A message says *that* something changed and which
 * ids it concerns, never its content: the web invalidates the matching queries and reads the
 * content through the ordinary routes, which apply their own authorisation. So a message can only
 * tell a person about their own notifications, requests and connections, by id.
 */

/** Why the server ended a stream itself (it is sent last, then the stream closes). */
export const LiveEndReason = z.enum([
  /** The person opened more streams than allowed: this, their oldest, gave way. Do not reconnect. */
  'replaced',
  /** The person signed out (or was signed out): do not reconnect. */
  'signed-out',
  /** The account was deleted. */
  'account-deleted',
]);
export type LiveEndReason = z.infer<typeof LiveEndReason>;

/**
 * One message on the stream (the SSE `data:` line, as JSON; its `id:` is the position to resume
 * from). Kinds and what the web does with each:
 * - `notification.created`: notifications wrote a notification for you (`notificationId`, of
 *   `notificationType`; its row is committed, so a refetch sees it): the bell's count and the list.
 * - `notification.read`: your notification `notificationId` was marked read (by you, or because
 *   its request was answered): the bell's count and the list.
 * - `notification.cleared`: you cleared your notifications: the bell's count and the list.
 * - `request.created`: a request you sent or received (`connectionType`) was made: requests card.
 * - `request.answered`: a request you sent or received was accepted or declined.
 * - `connection.changed`: a connection of yours was accepted or removed: My Connections.
 * - `refetch`: what was sent while you were away is no longer kept: refetch everything live.
 * - `stream.ended`: the server ends this stream (`reason`); the client should not reconnect.
 */
export const LiveMessage = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('notification.created'),
    notificationId: z.uuid(),
    notificationType: NotificationType,
  }),
  z.object({ kind: z.literal('notification.read'), notificationId: z.uuid() }),
  z.object({ kind: z.literal('notification.cleared') }),
  z.object({ kind: z.literal('request.created'), connectionId: z.uuid(), connectionType: ConnectionType }),
  z.object({
    kind: z.literal('request.answered'),
    connectionId: z.uuid(),
    connectionType: ConnectionType,
    status: ConnectionStatus,
  }),
  z.object({
    kind: z.literal('connection.changed'),
    connectionId: z.uuid(),
    change: z.enum(['accepted', 'removed']),
  }),
  z.object({ kind: z.literal('refetch'), reason: z.enum(['outside-window', 'unknown-position']) }),
  z.object({ kind: z.literal('stream.ended'), reason: LiveEndReason }),
]);
export type LiveMessage = z.infer<typeof LiveMessage>;
export type LiveMessageKind = LiveMessage['kind'];

/** How often a comment line is written on an idle stream, so that proxies keep it open. */
export const LIVE_HEARTBEAT_MS = 25_000;

/**
 * `GET /api/events/stream?lastEventId=`: the stream. A reconnecting EventSource sends the last id
 * it saw as the `Last-Event-ID` header; `lastEventId` in the query does the same for a page that
 * opens a new EventSource and remembers where it was.
 */
/**
 * What a full replica answers (503), the gateway's and live updates' alike: the page falls back to
 * refetching and tries the stream again later, so nothing is lost.
 */
export const LIVE_STREAMS_BUSY_MESSAGE = 'Live updates are busy; the page refreshes on its own.';

export const LiveStreamQuery = z.object({
  lastEventId: z.string().max(64, 'lastEventId must be at most 64 characters').optional(),
});
export type LiveStreamQuery = z.infer<typeof LiveStreamQuery>;

/** The answer is `text/event-stream`, written as it goes: nothing is serialised by schema. */
export const liveUpdatesRoutes = {
  stream: defineRoute({
    method: 'GET',
    path: '/api/events/stream',
    auth: 'user',
    query: LiveStreamQuery,
    response: {},
  }),
} satisfies RouteDefinitions;

/** Whose streams to end: every stream of this person, on every replica. */
export const EndStreamsBody = z.object({
  userId: z.uuid(),
  reason: z.enum(['signed-out', 'account-deleted']).default('signed-out'),
});
export type EndStreamsBody = z.infer<typeof EndStreamsBody>;

export const EndStreamsResponse = z.object({
  /** The end was announced to every replica (each ends its own streams of the person at once). */
  announced: z.literal(true),
});
export type EndStreamsResponse = z.infer<typeof EndStreamsResponse>;

/** What live updates holds about a person: the window of recent messages, and their open streams. */
export const LiveUpdatesPersonalData = z.object({
  /** The messages kept for resuming (`{ id, message }`, oldest first), for an hour after the last. */
  recentMessages: PersonalDataRows,
  /** Streams open now over every replica (one per tab). */
  openStreams: z.number().int().min(0),
});
export type LiveUpdatesPersonalData = z.infer<typeof LiveUpdatesPersonalData>;

/** Live updates' internal routes: service to service only; the gateway never forwards `/internal`. */
export const liveUpdatesInternalRoutes = {
  /** The gateway, for "Download my data" (once live updates is in `personalDataRoutes`). */
  personalData: personalDataRoute(LiveUpdatesPersonalData),
  /** The gateway, at sign-out (and whenever it ends a person's sessions). */
  endStreams: defineRoute({
    method: 'POST',
    path: '/internal/streams/end',
    auth: 'internal',
    body: EndStreamsBody,
    response: { 200: EndStreamsResponse },
  }),
} satisfies InternalRouteDefinitions;
