import { z } from 'zod';
import { LiveEndReason, LiveMessage } from '@app/contracts/live-updates/http';
import { subjectFor } from '@app/contracts/events';

/**
 * Core NATS subjects every replica shares (namespaced like event subjects, so test runs on one
 * server stay apart). Core NATS, not JetStream: a message for a person matters only to the streams
 * open now; what a stream missed is in the person's window in Redis.
 */
export function liveSubjects(namespace: string) {
  return {
    /** A person's messages: `live.user.<userId>`. */
    user: (userId: string) => subjectFor(`live.user.${userId}`, namespace),
    /** What every replica listens to: one subscription for every person's messages. */
    everyUser: subjectFor('live.user.*', namespace),
    /** Ends streams: all of a person's, or some by their id. */
    end: subjectFor('live.end', namespace),
  };
}
export type LiveSubjects = ReturnType<typeof liveSubjects>;

/** What `live.user.<userId>` carries: the message, its position in the window, and the event's time. */
export const UserMessage = z.object({
  id: z.string(),
  message: LiveMessage,
  /** When the event behind it happened (ms since the epoch): for the delivery-time histogram. */
  at: z.number(),
});
export type UserMessage = z.infer<typeof UserMessage>;

/** What `live.end` carries. */
export const EndAnnouncement = z.union([
  z.object({ userId: z.uuid(), reason: LiveEndReason }),
  z.object({ streamIds: z.array(z.string()).min(1), reason: LiveEndReason }),
]);
export type EndAnnouncement = z.infer<typeof EndAnnouncement>;

/** Redis keys (under the service's `REDIS_PREFIX`). */
export const liveKeys = {
  /** A person's window: a Redis stream of their recent messages. */
  window: (userId: string) => `live:${userId}`,
  /** A person's open streams, on every replica (sorted set scored by the last heartbeat). */
  open: (userId: string) => `live:open:${userId}`,
  /** Set for a while after the account is deleted: a stream opened with a token still valid is refused. */
  gone: (userId: string) => `live:gone:${userId}`,
};
