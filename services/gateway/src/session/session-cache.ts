import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { SessionTimes } from './session-times';

interface Lookup {
  promise: Promise<SessionTimes | null>;
  /** Redis said the session changed while this read was on its way: its answer is not kept. */
  stale: boolean;
}

export interface SessionCacheOptions {
  /** The sessions' keys as Redis holds them (the client's key prefix included). */
  keyPrefix: string;
  /** How long an entry is used at most, even when no change was heard of (a second safeguard). */
  maxAgeMs: number;
  maxEntries: number;
  log: FastifyBaseLogger;
}

const INVALIDATE = '__redis__:invalidate';

/**
 * Session times kept in this process, each dropped the moment Redis says its key changed (Redis
 * client-side caching: one connection asks Redis to tell it of every write to a key under the
 * sessions' prefix, and hears of each on the invalidation channel). A sign-out, a new "seen" time,
 * an expiry or a deletion on any replica reaches every replica's cache as one message. While that
 * connection is down nothing is kept or used: every read goes to Redis, as without a cache.
 */
export class SessionCache {
  private readonly entries = new Map<string, { times: SessionTimes; until: number }>();
  private readonly lookups = new Map<string, Lookup>();
  private listener: Redis | null = null;
  /** Whether Redis is telling us of changes now; bumped with every loss so reads begun before it are not kept. */
  private live = false;
  private generation = 0;

  constructor(private readonly options: SessionCacheOptions) {}

  /** Whether Redis is telling this cache of changes (only then is anything kept). */
  get listening(): boolean {
    return this.live;
  }

  /** Listens for changes on a connection of its own (a duplicate of `redis`). */
  start(redis: Redis): void {
    const listener = redis.duplicate({
      // Named after its prefix, so that one gateway's connection can be told from another's.
      connectionName: `session-changes:${this.options.keyPrefix}`,
      autoResubscribe: false,
      lazyConnect: true,
    });
    this.listener = listener;
    listener.on('ready', () => void this.listen(listener));
    listener.on('close', () => this.forgetAll());
    listener.on('error', (err: Error) =>
      this.options.log.debug({ err: err.message }, 'session changes: Redis error'),
    );
    listener.on('messageBuffer', (channel: Buffer, keys: Buffer[] | null) => {
      if (channel.toString() === INVALIDATE) this.changed(keys);
    });
    listener.connect().catch(() => {
      // Redis down at start: the client keeps trying, and 'ready' starts listening then.
    });
  }

  async stop(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    this.forgetAll();
    if (listener) await listener.quit().catch(() => listener.disconnect());
  }

  /** A session's times: kept ones when Redis has not said they changed, else read by `fetch`. */
  read(
    sessionId: string,
    fetch: (sessionId: string) => Promise<SessionTimes | null>,
  ): Promise<SessionTimes | null> {
    if (this.live) {
      const kept = this.entries.get(sessionId);
      if (kept && kept.until > Date.now()) return Promise.resolve(kept.times);
    }
    const pending = this.lookups.get(sessionId);
    if (pending && !pending.stale) return pending.promise;

    const generation = this.generation;
    const lookup: Lookup = { stale: false, promise: Promise.resolve(null) };
    const settle = () => {
      if (this.lookups.get(sessionId) === lookup) this.lookups.delete(sessionId);
    };
    lookup.promise = fetch(sessionId).then(
      (times) => {
        settle();
        if (times && this.live && !lookup.stale && generation === this.generation)
          this.keep(sessionId, times);
        return times;
      },
      (err: unknown) => {
        settle();
        throw err;
      },
    );
    this.lookups.set(sessionId, lookup);
    return lookup.promise;
  }

  /** This process changed or ended the session: nothing kept of it is used again. */
  forget(sessionId: string): void {
    this.entries.delete(sessionId);
    const pending = this.lookups.get(sessionId);
    if (pending) pending.stale = true;
  }

  private keep(sessionId: string, times: SessionTimes): void {
    this.entries.delete(sessionId);
    this.entries.set(sessionId, { times, until: Date.now() + this.options.maxAgeMs });
    // Maps iterate in insertion order: the first entry is the one kept longest ago.
    if (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  private changed(keys: Buffer[] | null): void {
    // No keys: the whole database was flushed.
    if (!keys) return this.forgetAll();
    const { keyPrefix } = this.options;
    for (const key of keys) {
      const name = key.toString();
      if (name.startsWith(keyPrefix)) this.forget(name.slice(keyPrefix.length));
    }
  }

  private forgetAll(): void {
    this.live = false;
    this.generation += 1;
    this.entries.clear();
    for (const lookup of this.lookups.values()) lookup.stale = true;
  }

  /** Asks Redis for news of every write under the prefix, sent to this same connection. */
  private async listen(listener: Redis): Promise<void> {
    try {
      const id = await listener.client('ID');
      await listener.client(
        'TRACKING',
        'ON',
        'REDIRECT',
        String(id),
        'BCAST',
        'PREFIX',
        this.options.keyPrefix,
      );
      await listener.subscribe(INVALIDATE);
      if (this.listener !== listener || listener.status !== 'ready') return;
      // Reads begun before this point may predate a change Redis told nobody of: not kept.
      this.generation += 1;
      this.live = true;
    } catch (err) {
      this.options.log.warn(
        { err: (err as Error).message },
        'sessions are read from Redis on every request: listening for changes failed',
      );
    }
  }
}
