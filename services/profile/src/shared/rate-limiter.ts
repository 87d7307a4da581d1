import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterQueue, RateLimiterRedis } from 'rate-limiter-flexible';

/** Something that paces calls to an outside API: `take` resolves when the next call may go. */
export interface CallPace {
  take(): Promise<void>;
}

/**
 * A token bucket: `ratePerSecond` tokens refill continuously up to `burst`; each call takes one,
 * waiting when none is left. ORCID publishes 12 requests/s with bursts of 40 for the public API.
 */
export class TokenBucket implements CallPace {
  private tokens: number;
  private last: number;
  // Callers wait in order, so an early caller is never overtaken by a later one.
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly ratePerSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** Milliseconds until a token is free (0 when one is), after refilling. Takes nothing. */
  waitTime(): number {
    this.refill();
    return this.tokens >= 1 ? 0 : Math.ceil(((1 - this.tokens) / this.ratePerSecond) * 1000);
  }

  /** Waits for a token and takes it. */
  take(): Promise<void> {
    const turn = this.queue.then(async () => {
      for (let wait = this.waitTime(); wait > 0; wait = this.waitTime()) await this.sleep(wait);
      this.tokens -= 1;
    });
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private refill(): void {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.ratePerSecond);
    this.last = now;
  }
}

export interface ApiLimit {
  /** The name the count is kept under, shared by every replica: `orcid`, `openalex`. */
  name: string;
  ratePerSecond: number;
}

/** ORCID's published limits for the public API: 12 requests/s (bursts of 40 in a bucket of ours). */
export const ORCID_LIMIT = { name: 'orcid', ratePerSecond: 12, burst: 40 } as const;
/** OpenAlex allows 100 requests/s; we stay well under it. */
export const OPENALEX_LIMIT = { name: 'openalex', ratePerSecond: 10, burst: 10 } as const;

/**
 * One limit for all replicas together: every profile process counts its calls to ORCID (or
 * OpenAlex) in Redis, so three replicas still ask no faster than the API allows, where three
 * in-memory buckets would ask three times as fast. The count is rate-limiter-flexible's: windows of
 * one second holding `ratePerSecond` calls (two windows back to back let through at most twice
 * that in a second, within ORCID's burst of 40). A caller over the limit waits, in order, in this
 * process's queue until a window lets it through. While Redis cannot be reached, each process
 * counts alone (the `insuranceLimiter`), so imports slow down rather than stop.
 */
export class SharedRateLimit implements CallPace {
  private readonly queue: RateLimiterQueue;

  constructor(redis: Redis, limit: ApiLimit) {
    const keyPrefix = `api-limit:${limit.name}`;
    const window = { keyPrefix, points: limit.ratePerSecond, duration: 1 };
    this.queue = new RateLimiterQueue(
      new RateLimiterRedis({
        ...window,
        storeClient: redis,
        insuranceLimiter: new RateLimiterMemory(window),
      }),
    );
  }

  async take(): Promise<void> {
    await this.queue.removeTokens(1);
  }
}

/** For a client made without Redis (the clients' own tests): one bucket in this process. */
export const processOrcidLimiter = new TokenBucket(ORCID_LIMIT.ratePerSecond, ORCID_LIMIT.burst);
