import { z } from 'zod';

const DEV_SECRET = 'dev-only-internal-auth-secret-change-me-0000';

/**
 * A setting holding another service's address, or several comma-separated (replicas the gateway
 * balances across). Only services that call others have such settings: the gateway and admin.
 */
export const serviceAddressSetting = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine(
      (v) => v.split(',').every((u) => z.url().safeParse(u.trim()).success),
      'must be a URL, or several separated by commas',
    );

/** Fastify's `trustProxy`: false, a hop count, or the addresses and CIDR ranges of trusted proxies. */
export type TrustProxy = boolean | number | string;

/**
 * `TRUST_PROXY` as an operator writes it: empty or "false" (trust no proxy: the client address is
 * the socket's), a hop count ("1" behind one load balancer), or a comma-separated list of proxy
 * addresses or CIDR ranges ("10.0.0.0/8,192.168.1.7"). "true" (trust anything) is refused: any
 * client could then choose its own address, and with it its rate-limit bucket.
 */
export const trustProxySetting = z
  .string()
  .trim()
  .default('false')
  .refine(
    (v) => v !== 'true',
    'must not be "true" (any client could forge its address); give a hop count or CIDR list',
  )
  .refine(
    (v) =>
      v === '' ||
      v === 'false' ||
      /^\d+$/.test(v) ||
      v.split(',').every((part) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(part.trim())),
    'must be false, a hop count, or a comma-separated list of addresses or CIDR ranges',
  )
  .transform((v): TrustProxy => (v === '' || v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v));

/** Settings every service understands. A service extends this with its own (see `defineConfig`). */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/research_connect'),
  /** Defaults to the service's own name: each service owns one PostgreSQL schema. */
  DB_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'must be a lower-case SQL identifier')
    .optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  /** Isolates test runs on a shared NATS server; empty in real deployments. */
  EVENT_NAMESPACE: z
    .string()
    .regex(/^[a-zA-Z0-9_]*$/, 'letters, digits and underscores only')
    .default(''),
  /**
   * Copies JetStream keeps of each stream (and its consumers): 3 on a three-node cluster, so losing
   * one node loses no event and stops no publisher. A stream made earlier keeps its count.
   */
  NATS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().default('rc:'),
  /** Signs the gateway's `x-user-context` token and service-to-service calls. */
  INTERNAL_AUTH_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters. Generate one with `openssl rand -base64 48`')
    .default(DEV_SECRET),
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  /** Add `x-instance: <host>:<pid>` to every response (to see replicas share requests). */
  INSTANCE_HEADER: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(1000),
  /**
   * Serve Prometheus metrics on this port instead of at `/metrics` on the service's own port. The
   * gateway serves them only here: its own port faces the internet.
   */
  /** Where OpenTelemetry traces go (OTLP over HTTP, e.g. http://otel-collector:4318); unset: off. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** A consumer gives an event this many deliveries before it is terminated and dead-lettered. */
  CONSUMER_MAX_DELIVER: z.coerce.number().int().min(1).default(5),
  /** First redelivery delay after a handler fails; doubles each time, capped at 30 s. */
  CONSUMER_RETRY_BASE_MS: z.coerce.number().int().positive().default(500),
});
export type BaseConfig = z.infer<typeof baseConfigSchema>;

export class ConfigError extends Error {
  constructor(
    readonly service: string,
    readonly problems: string[],
  ) {
    super(`${service}: invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment once at boot. Every bad variable is listed together, then start-up stops.
 * Outside development and test the default internal secret is refused.
 */
export function loadConfig<S extends z.ZodObject>(
  service: string,
  schema: S,
  env: Record<string, string | undefined> = process.env,
  /** A service's own production rules, listed with the kit's so one start names every problem. */
  ownProductionProblems: (config: z.infer<S> & BaseConfig) => string[] = () => [],
): z.infer<S> & BaseConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(
      service,
      result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
    );
  }
  const config = result.data as z.infer<S> & BaseConfig;
  if (config.NODE_ENV === 'production') {
    const problems = [...productionProblems(config, schema), ...ownProductionProblems(config)];
    if (problems.length > 0) throw new ConfigError(service, problems);
  }
  return config;
}

/** Settings that are secrets, wherever a service has them. */
export const SECRET_SETTINGS = [
  'INTERNAL_AUTH_SECRET',
  'SESSION_SECRET',
  'OIDC_CLIENT_SECRET',
  'ORCID_CLIENT_SECRET',
] as const;

const PLACEHOLDER_WORDS = ['change-me', 'dev', 'example'];
const GENERATE =
  'Generate one with `openssl rand -base64 48` and pass it through the environment or a secret.';

/**
 * Why this configuration must not run in production, one sentence per setting: a secret that is
 * short, a placeholder, or one of the defaults written in this repository, and a public address
 * that is not https (cookies are Secure, and sign-in redirects there).
 */
export function productionProblems(
  config: BaseConfig & Record<string, unknown>,
  schema: z.ZodObject,
): string[] {
  const problems: string[] = [];
  for (const name of SECRET_SETTINGS) {
    const value = config[name];
    if (typeof value !== 'string') continue;
    const fallback = schemaDefault(schema, name);
    const word = PLACEHOLDER_WORDS.find((w) => value.toLowerCase().includes(w));
    if (value.length < 32)
      problems.push(`${name}: must be at least 32 characters in production. ${GENERATE}`);
    else if (value === fallback || value === DEV_SECRET)
      problems.push(
        `${name}: is the default written in this repository; set a secret of your own. ${GENERATE}`,
      );
    else if (word)
      problems.push(
        `${name}: looks like a placeholder (it contains "${word}"); set a secret of your own. ${GENERATE}`,
      );
  }
  if (!config.PUBLIC_URL.startsWith('https://'))
    problems.push(
      `PUBLIC_URL: must be the https:// address people use in production (it is ${config.PUBLIC_URL}); sessions use Secure cookies.`,
    );
  return problems;
}

/** This machine, however it is written. */
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]', '0.0.0.0'];

/**
 * Whether an outside service's address is a development stand-in (`npm start`'s and compose's
 * dev profile's: the dev sign-in provider, the ORCID and OpenAlex stubs) rather than the real
 * service: plain http, this machine, or one of the stand-ins' container names. Production refuses
 * such an address, naming the setting.
 */
export function isStandInAddress(url: string, standInHosts: readonly string[]): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol !== 'https:' || LOCAL_HOSTS.includes(hostname) || standInHosts.includes(hostname);
}

function schemaDefault(schema: z.ZodObject, name: string): unknown {
  const field = schema.shape[name];
  if (!field) return undefined;
  const parsed = (field as z.ZodType).safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}

/** A service's schema: the base settings plus its own. */
export function defineConfig<T extends z.ZodRawShape>(shape: T) {
  return baseConfigSchema.extend(shape);
}

/** The addresses in a `serviceAddressSetting`: one, or several replicas (the first is the one to call). */
export function serviceAddresses(setting: string): [string, ...string[]] {
  return setting.split(',').map((u) => u.trim()) as [string, ...string[]];
}
