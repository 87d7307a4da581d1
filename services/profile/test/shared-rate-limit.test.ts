import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { Redis } from 'ioredis';
import { createRedis } from '@app/service-kit';
import { testUrls, uniqueName } from '@app/service-kit/testing';
import { startOrcidStub, type RunningOrcidStub } from '../../../infra/orcid-stub/src/app';
import { stubOrcidIds } from '../../../infra/orcid-stub/src/stub-ids';
import { OrcidClient } from '../src/orcid/orcid-client';
import { SharedRateLimit, TokenBucket, type CallPace } from '../src/shared/rate-limiter';

/**
 * Three profile replicas, each with its own Redis connection and its own limiter, as three pods
 * would have, call ORCID at once. Their calls together keep within one limit. The limit here is
 * 5 calls a second (ORCID's is 12) so that the test takes seconds, not minutes.
 */
const RATE = 5;
const CALLS_PER_REPLICA = 5;
const log = Fastify({ logger: false }).log;

let stub: RunningOrcidStub;
const arrivals: number[] = [];
const connections: Redis[] = [];

beforeAll(async () => {
  stub = await startOrcidStub({ port: 0 });
  stub.server.on('request', (req) => {
    if (req.url?.endsWith('/record')) arrivals.push(performance.now());
  });
});
afterAll(async () => {
  for (const c of connections) c.disconnect();
  await stub?.close();
});

function replica(limiter: CallPace): OrcidClient {
  return new OrcidClient({ apiUrl: stub.url, timeoutMs: 5000, maxRetries: 0, retryBaseMs: 10, log, limiter });
}

async function redisAt(prefix: string): Promise<Redis> {
  const redis = createRedis(testUrls.redis, prefix, log);
  await redis.connect();
  connections.push(redis);
  return redis;
}

/** Every replica asks for its records at once; the arrival times ORCID saw, from the first. */
async function burst(replicas: OrcidClient[]): Promise<number[]> {
  arrivals.length = 0;
  await Promise.all(
    replicas.flatMap((client) =>
      Array.from({ length: CALLS_PER_REPLICA }, () => client.fetchRecord(stubOrcidIds.carolNguyen)),
    ),
  );
  const first = Math.min(...arrivals);
  return arrivals.map((t) => t - first).sort((a, b) => a - b);
}

/** The most calls ORCID saw within any one second. */
function busiestSecond(times: number[]): number {
  let most = 0;
  for (let i = 0; i < times.length; i++) {
    most = Math.max(most, times.filter((t) => t >= times[i]! && t < times[i]! + 1000).length);
  }
  return most;
}

describe('the ORCID limit shared by replicas', () => {
  it('three replicas together ask no faster than one limit allows', async () => {
    const prefix = `${uniqueName('limit')}:`;
    const replicas = await Promise.all(
      [1, 2, 3].map(async () =>
        replica(new SharedRateLimit(await redisAt(prefix), { name: 'orcid', ratePerSecond: RATE })),
      ),
    );
    const times = await burst(replicas);

    expect(times).toHaveLength(3 * CALLS_PER_REPLICA);
    // 15 calls at 5 a second: three windows, so the last call goes out two seconds after the first.
    expect(times.at(-1)!).toBeGreaterThanOrEqual(1900);
    // One-second windows back to back let through at most twice the rate within any second.
    expect(busiestSecond(times)).toBeLessThanOrEqual(2 * RATE);
  });

  it('with a limiter of its own per replica, the same calls go three times as fast (what sharing prevents)', async () => {
    const replicas = [1, 2, 3].map(() => replica(new TokenBucket(RATE, RATE)));
    const times = await burst(replicas);

    expect(times.at(-1)!).toBeLessThan(1000);
    expect(busiestSecond(times)).toBe(3 * CALLS_PER_REPLICA);
  });
});
