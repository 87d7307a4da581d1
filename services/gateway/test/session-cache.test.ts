import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { testUrls, uniqueName, waitFor } from '@app/service-kit/testing';
import { SessionCache } from '../src/session/session-cache';
import type { SessionTimes } from '../src/session/session-times';

const ns = uniqueName('sc');
const writer = new Redis(testUrls.redis, { keyPrefix: `${ns}:` });
const caches: SessionCache[] = [];
afterAll(async () => {
  await Promise.all(caches.map((cache) => cache.stop()));
  const keys = await writer.keys(`${ns}:*`);
  if (keys.length) await writer.del(...keys.map((key) => key.slice(ns.length + 1)));
  writer.disconnect();
});

const times = (userId: string): SessionTimes => ({ userId, signedInAt: 1, lastSeenAt: 2 });

async function listeningCache(): Promise<SessionCache> {
  const cache = new SessionCache({
    keyPrefix: `${ns}:session:`,
    maxAgeMs: 60_000,
    maxEntries: 100,
    log: pino({ level: 'silent' }),
  });
  caches.push(cache);
  cache.start(writer);
  await waitFor(async () => cache.listening, { timeoutMs: 3000, what: 'the cache listening' });
  return cache;
}

/** A read of Redis the test answers when it chooses, counting how often it was asked. */
function readsOf(answer: () => SessionTimes | null) {
  const reads = { count: 0, release: () => {} };
  const fetch = () => {
    reads.count += 1;
    return new Promise<SessionTimes | null>((resolve) => {
      reads.release = () => resolve(answer());
    });
  };
  return { reads, fetch };
}

describe('session times kept between requests', () => {
  it('are read once, and read again after any write to the session in Redis', async () => {
    const cache = await listeningCache();
    let fetched = 0;
    const fetch = async () => {
      fetched += 1;
      return times('ada');
    };
    expect(await cache.read('a', fetch)).toEqual(times('ada'));
    expect(await cache.read('a', fetch)).toEqual(times('ada'));
    expect(fetched).toBe(1);

    await writer.hset('session:a', 'lastSeenAt', '3');
    await waitFor(
      async () => {
        await cache.read('a', fetch);
        return fetched === 2;
      },
      { timeoutMs: 2000, intervalMs: 20, what: 'the session read again' },
    );
    // Writes to keys that are not sessions change nothing kept.
    await writer.set('ratelimit:u:ada', '1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await cache.read('a', fetch);
    expect(fetched).toBe(2);
  });

  it('does not keep a read that was on its way when the session changed', async () => {
    const cache = await listeningCache();
    const { reads, fetch } = readsOf(() => times('before the change'));
    await writer.hset('session:b', 'userId', 'before the change');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const inFlight = cache.read('b', fetch);
    await writer.del('session:b');
    await new Promise((resolve) => setTimeout(resolve, 200)); // the news arrives first
    reads.release();
    expect(await inFlight).toEqual(times('before the change'));

    const again = cache.read('b', fetch);
    expect(reads.count).toBe(2);
    reads.release();
    await again;
  });

  it('lets reads of one session that miss together share one read', async () => {
    const cache = await listeningCache();
    const { reads, fetch } = readsOf(() => times('grace'));
    const both = Promise.all([cache.read('c', fetch), cache.read('c', fetch)]);
    reads.release();
    expect(await both).toEqual([times('grace'), times('grace')]);
    expect(reads.count).toBe(1);
  });
});
