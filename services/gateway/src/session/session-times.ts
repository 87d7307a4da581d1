/**
 * What every request needs of its session: who, and since when. (A file of its own: the store reads
 * these times and the cache keeps them, and the store uses the cache, so the cache imports neither.)
 */
export interface SessionTimes {
  userId: string | null;
  /** When the person signed in (ms since epoch): sessions end after the absolute timeout. */
  signedInAt: number | null;
  /** The last request, to the minute: sessions end after the idle timeout. */
  lastSeenAt: number | null;
}
