/**
 * A token bucket: `ratePerSecond` tokens refill continuously up to `burst`; each call takes one,
 * waiting when none is left. ORCID publishes 12 requests/s with bursts of 40 for the public API.
 */
export class TokenBucket {
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

/** ORCID's published limits for the public API. */
const ORCID_RATE_PER_SECOND = 12;
const ORCID_BURST = 40;

/** One limiter per process, shared by every ORCID call this process makes. */
export const sharedOrcidLimiter = new TokenBucket(ORCID_RATE_PER_SECOND, ORCID_BURST);
