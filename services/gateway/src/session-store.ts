import type { Redis } from 'ioredis';
import type { Session } from 'fastify';

type Callback<T = void> = (err?: Error | null, value?: T) => void;

/** A session store that is unreachable: the gateway answers 503 (or a clear page) instead of a 500. */
export class SessionStoreUnavailable extends Error {
  readonly code = 'SESSION_STORE_UNAVAILABLE';
  constructor(cause: unknown) {
    super(`The session store is unavailable: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = 'SessionStoreUnavailable';
  }
}

/**
 * Sessions in Redis for @fastify/session: one key per session, expiring after the idle timeout
 * (renewed on every save, as the cookie is rolling).
 */
export class RedisSessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds: number,
    private readonly prefix = 'sess:',
  ) {}

  set(sessionId: string, session: Session, callback: Callback): void {
    this.redis.set(this.prefix + sessionId, JSON.stringify(session), 'EX', this.ttlSeconds).then(
      () => callback(null),
      (err) => callback(new SessionStoreUnavailable(err)),
    );
  }

  get(sessionId: string, callback: Callback<Session | null>): void {
    this.redis.get(this.prefix + sessionId).then(
      (raw) => {
        if (!raw) return callback(null, null);
        try {
          callback(null, JSON.parse(raw) as Session);
        } catch {
          callback(null, null);
        }
      },
      (err) => callback(new SessionStoreUnavailable(err)),
    );
  }

  destroy(sessionId: string, callback: Callback): void {
    this.redis.del(this.prefix + sessionId).then(
      () => callback(null),
      (err) => callback(new SessionStoreUnavailable(err)),
    );
  }
}
