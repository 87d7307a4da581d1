import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { closeWithApp, type KitPlugin } from '../kit-plugin';
import { createRedis } from '../redis';

export interface RedisDecorations {
  /** ioredis with this service's key prefix (`REDIS_PREFIX`); fails fast while Redis is down. */
  redis: Redis;
}

/**
 * `app.redis`. A Redis that is down at start is only a warning: the client reconnects on its own,
 * and `/readyz` says so meanwhile.
 */
export const redis: KitPlugin<Record<never, never>, RedisDecorations> = fp(
  async (app: FastifyInstance) => {
    const config = app.baseConfig;
    const client = createRedis(config.REDIS_URL, config.REDIS_PREFIX, app.log);
    await client
      .connect()
      .catch((err: Error) => app.log.warn({ err: err.message }, 'Redis is not reachable yet'));
    app.decorate('redis', client);
    closeWithApp(app, async () => {
      client.disconnect();
    });
    app.readiness.set('redis', async () => {
      await client.ping();
    });
  },
  { name: 'kit-redis', fastify: '5.x', decorators: { fastify: ['baseConfig', 'serviceName', 'readiness'] } },
);
