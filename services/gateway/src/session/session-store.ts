import { randomBytes } from 'node:crypto';
import type { Redis, Result } from 'ioredis';
import type { AddCounts } from '../protection';
import { SessionStoreUnavailable } from '../shared/session-store-unavailable';
import type { LoginState } from '../sign-in';
import type { SessionCache } from './session-cache';
import type { SessionTimes } from './session-times';

/** Everything a session holds; sign-in and sign-out read the rest when they need it. */
export interface SessionRecord extends SessionTimes {
  /** Kept for the provider's sign-out hint. */
  idToken: string | null;
  /** OIDC state, nonce, PKCE verifier and returnTo between /api/login and /api/callback. */
  login: LoginState | null;
}

export type SessionFields = Partial<{ [K in keyof SessionRecord]: NonNullable<SessionRecord[K]> }>;

/** A request's session (null without a valid one) and its count in the current rate-limit window. */
export interface SessionAndCount {
  session: SessionTimes | null;
  count: number;
  /** Milliseconds until the rate-limit window ends. */
  resetMs: number;
}

// One round trip per request: read the session's times and count the request against the signed-in
// user's rate limit, or the client address's when there is no session. The user's key is built here
// from the session (not declared in KEYS): fine on one Redis, which is what the gateway uses.
const READ_AND_COUNT = `
local times = {false, false, false}
if KEYS[2] then times = redis.call('HMGET', KEYS[2], 'userId', 'signedInAt', 'lastSeenAt') end
local key = KEYS[1]
if times[1] then key = ARGV[1] .. times[1] end
local count = redis.call('INCR', key)
local ttl = redis.call('PTTL', key)
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', key, ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {times[1], times[2], times[3], count, ttl}
`;

type ReadAndCountReply = [string | null, string | null, string | null, number, number];

// Adds several keys' counts (KEYS[i] gets ARGV[i]) and answers each key's total and time left,
// starting a window (ARGV[#KEYS + 1] ms) for a key that had none.
const ADD_COUNTS = `
local window = tonumber(ARGV[#KEYS + 1])
local answers = {}
for i, key in ipairs(KEYS) do
  local add = tonumber(ARGV[i])
  local count = redis.call('INCRBY', key, add)
  local ttl = redis.call('PTTL', key)
  if count == add or ttl < 0 then
    redis.call('PEXPIRE', key, window)
    ttl = window
  end
  answers[#answers + 1] = count
  answers[#answers + 1] = ttl
end
return answers
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    readSessionAndCount(
      ...args: [numberOfKeys: number, ...keysAndArgs: string[]]
    ): Result<ReadAndCountReply, Context>;
    addCounts(...args: [numberOfKeys: number, ...keysAndArgs: string[]]): Result<number[], Context>;
  }
}

const COUNTS_PER_SCRIPT = 500;
const SESSION_PREFIX = 'session:';

/** The session keys' prefix as Redis holds them (the client's own key prefix included). */
export const sessionKeysPrefix = (redis: Redis) => `${redis.options.keyPrefix ?? ''}${SESSION_PREFIX}`;

const numberOrNull = (value: string | null | undefined) => (value ? Number(value) : null);

/**
 * Sessions in Redis, one hash per session expiring after the idle timeout, and the rate-limit
 * counters read with them. The session id is random; the cookie carrying it is signed elsewhere.
 */
export class SessionStore {
  private readonly prefix = SESSION_PREFIX;
  private readonly countPrefix = 'ratelimit:';

  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds: number,
    /** Where session times are kept between requests (none: read from Redis every time). */
    private readonly cache: SessionCache | null = null,
  ) {
    redis.defineCommand('readSessionAndCount', { lua: READ_AND_COUNT });
    redis.defineCommand('addCounts', { lua: ADD_COUNTS });
  }

  /** A session's times, kept between requests when there is a cache; null without a session. */
  readTimes(sessionId: string): Promise<SessionTimes | null> {
    return this.cache ? this.cache.read(sessionId, this.fetchTimes) : this.fetchTimes(sessionId);
  }

  // A property, not a method: handed to the cache as it is, with no closure made per request.
  private readonly fetchTimes = async (sessionId: string): Promise<SessionTimes | null> => {
    const [userId, signedInAt, lastSeenAt] = await this.guard(
      this.redis.hmget(this.prefix + sessionId, 'userId', 'signedInAt', 'lastSeenAt'),
    );
    return userId || signedInAt || lastSeenAt
      ? this.timesOf(userId ?? null, signedInAt ?? null, lastSeenAt ?? null)
      : null;
  };

  /**
   * Adds requests counted elsewhere (rate-counter.ts) to the shared counts of the default limit, a
   * few hundred keys a script so that a busy flush never holds Redis up for long.
   */
  addCounts: AddCounts = async (additions, windowMs) => {
    const batches = [];
    for (let i = 0; i < additions.length; i += COUNTS_PER_SCRIPT)
      batches.push(this.addCountsOnce(additions.slice(i, i + COUNTS_PER_SCRIPT), windowMs));
    return (await Promise.all(batches)).flat();
  };

  private async addCountsOnce(additions: Parameters<AddCounts>[0], windowMs: number) {
    const keys = additions.map(({ key }) => `${this.countPrefix}${key}`);
    const replies = await this.guard(
      this.redis.addCounts(
        keys.length,
        ...keys,
        ...additions.map(({ add }) => String(add)),
        String(windowMs),
      ),
    );
    return additions.map((_, i) => ({ count: replies[2 * i]!, resetMs: replies[2 * i + 1]! }));
  }

  /**
   * Reads a session's times (when an id is given) and counts one request in the window of
   * `bucket`: for the session's user when the session exists, else for `fallbackKey`.
   */
  async readAndCount(
    sessionId: string | null,
    bucket: { name: string; fallbackKey: string; windowMs: number },
  ): Promise<SessionAndCount> {
    const countKeys = `${this.countPrefix}${bucket.name}`;
    const keys = [`${countKeys}${bucket.fallbackKey}`];
    if (sessionId) keys.push(this.prefix + sessionId);
    const [userId, signedInAt, lastSeenAt, count, resetMs] = await this.guard(
      this.redis.readSessionAndCount(
        keys.length,
        ...keys,
        this.userCountKeys(countKeys),
        String(bucket.windowMs),
      ),
    );
    return {
      session: userId || signedInAt || lastSeenAt ? this.timesOf(userId, signedInAt, lastSeenAt) : null,
      count,
      resetMs,
    };
  }

  /** Built into a key inside the script, so Redis's key prefix (which keys get) is added here. */
  private userCountKeys(countKeys: string): string {
    return `${this.redis.options.keyPrefix ?? ''}${countKeys}u:`;
  }

  private timesOf(userId: string | null, signedInAt: string | null, lastSeenAt: string | null) {
    return {
      userId: userId || null,
      signedInAt: numberOrNull(signedInAt),
      lastSeenAt: numberOrNull(lastSeenAt),
    };
  }

  async read(sessionId: string): Promise<SessionRecord | null> {
    const [userId, signedInAt, lastSeenAt, idToken, login] = await this.guard(
      this.redis.hmget(this.prefix + sessionId, 'userId', 'signedInAt', 'lastSeenAt', 'idToken', 'login'),
    );
    if (!userId && !login) return null;
    return {
      ...this.timesOf(userId ?? null, signedInAt ?? null, lastSeenAt ?? null),
      idToken: idToken || null,
      login: login ? (JSON.parse(login) as LoginState) : null,
    };
  }

  /** Writes fields into a session (a new one when no id is given), renewing its idle timeout. */
  async write(sessionId: string | null, fields: SessionFields): Promise<string> {
    const id = sessionId ?? newSessionId();
    const values: Record<string, string> = {};
    for (const [name, value] of Object.entries(fields))
      values[name] = typeof value === 'object' ? JSON.stringify(value) : String(value);
    const key = this.prefix + id;
    this.cache?.forget(id);
    const answers = await this.guard(
      this.redis.multi().hset(key, values).expire(key, this.ttlSeconds).exec(),
    );
    // A transaction answers each command's error in its list rather than rejecting.
    const failed = answers?.find(([error]) => error)?.[0];
    if (failed) throw new SessionStoreUnavailable(failed);
    return id;
  }

  async destroy(sessionId: string): Promise<void> {
    this.cache?.forget(sessionId);
    await this.guard(this.redis.del(this.prefix + sessionId));
  }

  private async guard<T>(command: Promise<T>): Promise<T> {
    try {
      return await command;
    } catch (err) {
      throw new SessionStoreUnavailable(err);
    }
  }
}

const newSessionId = () => randomBytes(24).toString('base64url');
