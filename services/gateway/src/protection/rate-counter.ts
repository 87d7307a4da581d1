/** Adds each key's requests to the shared count; answers each key's total and time left in its window. */
export type AddCounts = (
  additions: Array<{ key: string; add: number }>,
  windowMs: number,
) => Promise<Array<{ count: number; resetMs: number }>>;

interface Bucket {
  /** The shared count, as Redis last said (this replica's requests sent so far included). */
  known: number;
  /** This replica's requests on their way to Redis. */
  sending: number;
  /** This replica's requests not sent yet. */
  pending: number;
  resetAt: number;
}

/**
 * A rate limit counted across replicas without a Redis round trip per request: each request is
 * counted here at once, and the counts are added to Redis's in one command every `flushMs`, whose
 * answer says what every replica counted. With one replica the count is exact; with several, each
 * hears of the others' requests at most one flush late, so a person can get through with up to one
 * flush's worth of requests per replica more than the limit before every replica refuses them.
 * While Redis is down each replica goes on counting its own.
 */
export class SharedRateCounter {
  private readonly buckets = new Map<string, Bucket>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly addCounts: AddCounts,
    private readonly windowMs: number,
  ) {}

  /** Counts one request for `key`: its count in the window so far, and the window's time left. */
  count(key: string, now = Date.now()): { count: number; resetMs: number } {
    let bucket = this.buckets.get(key);
    if (!bucket || now >= bucket.resetAt) {
      bucket = { known: 0, sending: 0, pending: 0, resetAt: now + this.windowMs };
      this.buckets.set(key, bucket);
    }
    bucket.pending += 1;
    return { count: bucket.known + bucket.sending + bucket.pending, resetMs: bucket.resetAt - now };
  }

  start(flushMs: number): void {
    this.timer = setInterval(() => void this.flush(), flushMs);
    this.timer.unref();
  }

  /** Stops the timer and sends what was counted since the last flush. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  /** Sends the requests counted since the last flush (one at a time: a slow Redis is not piled on). */
  flush(): Promise<void> {
    this.flushing ??= this.send().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async send(): Promise<void> {
    const now = Date.now();
    const sent: Array<[string, Bucket]> = [];
    for (const entry of this.buckets) {
      const [key, bucket] = entry;
      if (bucket.pending > 0) {
        bucket.sending = bucket.pending;
        bucket.pending = 0;
        sent.push(entry);
      } else if (now >= bucket.resetAt) this.buckets.delete(key);
    }
    if (sent.length === 0) return;
    try {
      const answers = await this.addCounts(
        sent.map(([key, bucket]) => ({ key, add: bucket.sending })),
        this.windowMs,
      );
      const answeredAt = Date.now();
      sent.forEach(([, bucket], i) => {
        bucket.known = answers[i]!.count;
        bucket.sending = 0;
        bucket.resetAt = answeredAt + answers[i]!.resetMs;
      });
    } catch {
      // Redis is down: the requests stay counted here and are sent with the next flush.
      for (const [, bucket] of sent) {
        bucket.pending += bucket.sending;
        bucket.sending = 0;
      }
    }
  }
}
