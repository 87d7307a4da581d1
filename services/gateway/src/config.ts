import { z } from 'zod';
import type { ServiceName } from '@app/contracts';
import {
  defineConfig,
  isStandInAddress,
  loadConfig,
  serviceAddressSetting,
  serviceAddresses,
  trustProxySetting,
} from '@app/service-kit';
import { localServiceUrl, servicePorts } from '@app/contracts/service-ports';

const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-0000000000';

const gatewayConfigSchema = defineConfig({
  PORT: z.coerce.number().int().default(servicePorts.gateway),
  OIDC_ISSUER_URL: z.url().default('http://localhost:4100'),
  OIDC_CLIENT_ID: z.string().min(1).default('research-connect'),
  OIDC_CLIENT_SECRET: z.string().min(1).default('dev-oidc-client-secret-change-me'),
  OIDC_SCOPES: z.string().default('openid email profile'),
  /** Server-to-server address of the provider when it differs from OIDC_ISSUER_URL (containers). */
  OIDC_INTERNAL_URL: z.url().optional(),
  /** Defaults to `${PUBLIC_URL}/api/callback`. */
  OIDC_REDIRECT_URI: z.url().optional(),
  SESSION_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters. Generate one with `openssl rand -base64 48`')
    .default(DEV_SESSION_SECRET),
  /** A session ends after this long without a request... */
  SESSION_IDLE_TIMEOUT_S: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 3600),
  /** ...and in any case this long after sign-in. */
  SESSION_ABSOLUTE_TIMEOUT_S: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  /** How long a user's role and names are trusted before asking identity again (events also clear it). */
  USER_CACHE_TTL_MS: z.coerce.number().int().min(0).default(15000),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /**
   * How long a read that could not reach its service keeps being retried: long enough to cover a
   * redeploy of a single replica (old one drained and stopped, new one started and connected),
   * which on a busy host took more than 5 s.
   */
  UPSTREAM_RETRY_WINDOW_MS: z.coerce.number().int().min(0).default(30_000),
  /** Requests per minute per signed-in user (or per address when signed out). */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /**
   * How often a replica adds the requests it counted to the shared count in Redis. With several
   * replicas a person can get this long's worth of requests per replica past RATE_LIMIT_MAX.
   */
  RATE_LIMIT_FLUSH_MS: z.coerce.number().int().min(10).max(5000).default(100),
  /** Sessions whose times a replica keeps between requests (Redis tells it of every change). */
  SESSION_CACHE_MAX_ENTRIES: z.coerce.number().int().positive().default(100_000),
  /** Sign-in attempts per minute per address. */
  RATE_LIMIT_LOGIN_MAX: z.coerce.number().int().positive().default(30),
  /** Largest image upload the gateway forwards (the profile service checks 5 MB exactly). */
  IMAGE_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024 + 64 * 1024),
  /** The built web app; empty to serve none. */
  WEB_DIST_DIR: z.string().optional(),
  /** Which proxies in front of the gateway may say who the client is (see `trustProxySetting`). */
  TRUST_PROXY: trustProxySetting,
  /** Where each service is: the gateway forwards `/api` paths there, and asks identity at sign-in. */
  IDENTITY_URL: serviceAddressSetting(localServiceUrl('identity')),
  PROFILE_URL: serviceAddressSetting(localServiceUrl('profile')),
  NETWORKING_URL: serviceAddressSetting(localServiceUrl('networking')),
  PROJECTS_URL: serviceAddressSetting(localServiceUrl('projects')),
  GROUPS_URL: serviceAddressSetting(localServiceUrl('groups')),
  NOTIFICATIONS_URL: serviceAddressSetting(localServiceUrl('notifications')),
  ADMIN_URL: serviceAddressSetting(localServiceUrl('admin')),
  /**
   * The event streams one gateway replica forwards at once (503 beyond): at 5,000 a replica's heap
   * reached about 190 MB of the 256 MB compose and Kubernetes give it (bench/RESULTS.md).
   */
  LIVE_STREAMS_MAX: z.coerce.number().int().positive().default(5_000),
  /** Live updates: each signed-in tab's event stream (`/api/events/stream`), ended at sign-out. */
  LIVE_UPDATES_URL: serviceAddressSetting(localServiceUrl('live-updates')),
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export function loadGatewayConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  return loadConfig('gateway', gatewayConfigSchema, env, devIssuerProblems);
}

/** Production never signs people in through the passwordless development provider. */
function devIssuerProblems(config: GatewayConfig): string[] {
  if (!isStandInAddress(config.OIDC_ISSUER_URL, ['dev-oidc'])) return [];
  return [
    `OIDC_ISSUER_URL: is the development sign-in provider (${config.OIDC_ISSUER_URL}), which signs anyone in without a password. Set your provider's https issuer (ORCID: https://orcid.org; AAF; your university's), with OIDC_CLIENT_ID and OIDC_CLIENT_SECRET.`,
  ];
}

export const redirectUri = (config: GatewayConfig) =>
  config.OIDC_REDIRECT_URI ?? new URL('/api/callback', config.PUBLIC_URL).toString();
export const isHttps = (config: GatewayConfig) => new URL(config.PUBLIC_URL).protocol === 'https:';

/** Every address of a service (one, or several replicas the gateway sends requests to in turn). */
export function upstreamsOf(config: GatewayConfig, service: ServiceName): [string, ...string[]] {
  const setting = {
    identity: config.IDENTITY_URL,
    profile: config.PROFILE_URL,
    networking: config.NETWORKING_URL,
    projects: config.PROJECTS_URL,
    groups: config.GROUPS_URL,
    notifications: config.NOTIFICATIONS_URL,
    admin: config.ADMIN_URL,
    'live-updates': config.LIVE_UPDATES_URL,
  }[service];
  return serviceAddresses(setting);
}
