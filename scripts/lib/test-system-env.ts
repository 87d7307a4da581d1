import { TEST_SECRET } from '@app/service-kit/testing';

/**
 * The environment of a system started apart from everything else (browser tests, the scaling
 * demo, benchmarks): its own database, event namespace and Redis prefix, quiet logs, and rate
 * limits out of the way of a load that is all on purpose. `extra` adds or overrides settings.
 */
export function testSystemEnv(
  opts: {
    databaseUrl: string;
    namespace: string;
    redisPrefix?: string;
    secret?: string;
    rateLimit?: number;
  },
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  const rateLimit = String(opts.rateLimit ?? 100_000);
  return {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: opts.databaseUrl,
    EVENT_NAMESPACE: opts.namespace,
    REDIS_PREFIX: opts.redisPrefix ?? `${opts.namespace}:`,
    INTERNAL_AUTH_SECRET: opts.secret ?? TEST_SECRET,
    SESSION_SECRET: `session-secret-of-${opts.namespace}-0123456789abcdef`,
    RATE_LIMIT_MAX: rateLimit,
    RATE_LIMIT_LOGIN_MAX: rateLimit,
    ...extra,
  };
}
