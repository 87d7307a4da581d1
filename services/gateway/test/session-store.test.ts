import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { testUrls, uniqueName } from '@app/service-kit/testing';
import { SessionStore } from '../src/session/session-store';

const ns = uniqueName('ss');
const redis = new Redis(testUrls.redis, { keyPrefix: `${ns}:` });
afterAll(async () => {
  const keys = await redis.keys(`${ns}:*`);
  if (keys.length) await redis.del(...keys.map((key) => key.slice(ns.length + 1)));
  redis.disconnect();
});

describe('the shared rate-limit counts in Redis', () => {
  it('adds a flush of many keys in scripts of 500 keys at most, each answer matched to its key', async () => {
    const store = new SessionStore(redis, 3600);
    const additions = Array.from({ length: 1234 }, (_, i) => ({
      key: `ip:10.0.${i >> 8}.${i & 255}`,
      add: 1 + (i % 7),
    }));
    await store.addCounts([{ key: 'ip:warm', add: 1 }], 60_000); // the script loaded in Redis
    const monitor = await redis.duplicate().monitor();
    let scripts = 0;
    monitor.on('monitor', (_time: string, args: string[], source: string) => {
      if (source !== 'lua' && args.some((arg) => arg.startsWith(`${ns}:`))) scripts += 1;
    });
    const first = await store.addCounts(additions, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the monitor's last lines
    monitor.disconnect();
    expect(scripts).toBe(3);
    expect(first.map(({ count }) => count)).toEqual(additions.map(({ add }) => add));
    expect(first.every(({ resetMs }) => resetMs === 60_000)).toBe(true);

    // Added again: each count grows by its own addition, in a window that was already running.
    const second = await store.addCounts(additions, 60_000);
    expect(second.map(({ count }) => count)).toEqual(additions.map(({ add }) => 2 * add));
    expect(second.every(({ resetMs }) => resetMs > 0 && resetMs <= 60_000)).toBe(true);
    expect(Number(await redis.pttl('ratelimit:ip:10.0.4.209'))).toBeGreaterThan(0);
  });
});
