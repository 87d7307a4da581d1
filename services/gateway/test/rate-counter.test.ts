import { describe, expect, it } from 'vitest';
import { SharedRateCounter, type AddCounts } from '../src/protection/rate-counter';

const WINDOW_MS = 60_000;

/** Redis's side: shared counts, each with the time its window started. */
function sharedCounts() {
  const counts = new Map<string, { count: number; startedAt: number }>();
  let down = false;
  const addCounts: AddCounts = async (additions, windowMs) => {
    if (down) throw new Error('connect ECONNREFUSED');
    const now = Date.now();
    return additions.map(({ key, add }) => {
      let entry = counts.get(key);
      if (!entry || now - entry.startedAt >= windowMs) entry = { count: 0, startedAt: now };
      entry.count += add;
      counts.set(key, entry);
      return { count: entry.count, resetMs: entry.startedAt + windowMs - now };
    });
  };
  return {
    addCounts,
    counts,
    setDown: (value: boolean) => {
      down = value;
    },
  };
}

describe('a rate limit counted on each replica and shared through Redis', () => {
  it('is exact with one replica, before and after its counts are sent', async () => {
    const redis = sharedCounts();
    const counter = new SharedRateCounter(redis.addCounts, WINDOW_MS);
    expect([1, 2, 3].map(() => counter.count('u:ada').count)).toEqual([1, 2, 3]);
    await counter.flush();
    expect(redis.counts.get('u:ada')?.count).toBe(3);
    expect(counter.count('u:ada').count).toBe(4);
    expect(counter.count('u:grace').count).toBe(1);
    await counter.flush();
    expect(redis.counts.get('u:ada')?.count).toBe(4);
    expect(redis.counts.get('u:grace')?.count).toBe(1);
  });

  it("hears of the other replicas' requests when it sends its own", async () => {
    const redis = sharedCounts();
    const one = new SharedRateCounter(redis.addCounts, WINDOW_MS);
    const two = new SharedRateCounter(redis.addCounts, WINDOW_MS);
    for (let i = 0; i < 6; i++) one.count('u:ada');
    for (let i = 0; i < 4; i++) two.count('u:ada');
    await one.flush();
    await two.flush();
    // Two sent after one: it knows all ten. One learns of two's four with its next flush.
    expect(two.count('u:ada').count).toBe(11);
    expect(one.count('u:ada').count).toBe(7);
    await one.flush();
    expect(redis.counts.get('u:ada')?.count).toBe(11);
    expect(one.count('u:ada').count).toBe(12);
  });

  it('keeps counting while Redis is down, and sends what it counted once Redis is back', async () => {
    const redis = sharedCounts();
    const counter = new SharedRateCounter(redis.addCounts, WINDOW_MS);
    counter.count('ip:10.0.0.1');
    redis.setDown(true);
    counter.count('ip:10.0.0.1');
    await counter.flush();
    expect(counter.count('ip:10.0.0.1').count).toBe(3);
    redis.setDown(false);
    await counter.flush();
    expect(redis.counts.get('ip:10.0.0.1')?.count).toBe(3);
    expect(counter.count('ip:10.0.0.1').count).toBe(4);
  });

  it("starts a new window when the old one ends, and takes Redis's window once it has heard", async () => {
    const redis = sharedCounts();
    const counter = new SharedRateCounter(redis.addCounts, WINDOW_MS);
    const start = Date.now();
    counter.count('u:ada', start);
    expect(counter.count('u:ada', start + WINDOW_MS - 1)).toEqual({ count: 2, resetMs: 1 });
    expect(counter.count('u:ada', start + WINDOW_MS)).toEqual({ count: 1, resetMs: WINDOW_MS });

    // Another replica opened the window 20 s ago: this one's window ends when Redis's does.
    redis.counts.set('u:grace', { count: 5, startedAt: Date.now() - 20_000 });
    counter.count('u:grace');
    await counter.flush();
    const { count, resetMs } = counter.count('u:grace');
    expect(count).toBe(7);
    expect(resetMs).toBeGreaterThan(39_000);
    expect(resetMs).toBeLessThanOrEqual(40_000);
  });
});
