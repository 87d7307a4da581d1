import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A Redis client that fails fast while Redis is down (commands error instead of queueing for ever)
 * and reconnects on its own. Keys are prefixed so test runs and services do not collide.
 */
export function createRedis(url: string, keyPrefix: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    // Commands issued in the same turn of the event loop (the session read and the rate-limit
    // count of concurrent requests) go out in one write: a socket write costs more than the command.
    enableAutoPipelining: true,
  });
  let warned = false;
  redis.on('error', (err) => {
    if (!warned) log.warn({ err: err.message }, 'Redis error');
    warned = true;
  });
  redis.on('ready', () => {
    if (warned) log.info('Redis is back');
    warned = false;
  });
  return redis;
}
