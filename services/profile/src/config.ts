import { z } from 'zod';
import { ConfigError, defineConfig, isStandInAddress, loadConfig } from '@app/service-kit';
import type { S3Settings } from './images';
import { servicePorts } from '@app/contracts/service-ports';

const profileConfigSchema = defineConfig({
  PORT: z.coerce.number().int().default(servicePorts.profile),
  /** ORCID's public API (the orcid-stub locally). */
  ORCID_API_URL: z.url().default('https://pub.orcid.org'),
  /** Where ORCID's OAuth sign-in lives; used only when the client credentials below are set. */
  ORCID_OAUTH_URL: z.url().default('https://orcid.org'),
  /** Server-to-server address of ORCID's token endpoint host when it differs (containers). */
  ORCID_OAUTH_INTERNAL_URL: z.url().optional(),
  ORCID_CLIENT_ID: z.string().optional(),
  ORCID_CLIENT_SECRET: z.string().optional(),
  /** One ORCID call may take this long before it is abandoned (and maybe retried). */
  ORCID_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Retries after a 503, 429, 5xx or network error, with exponential back-off from the base delay. */
  ORCID_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  ORCID_RETRY_BASE_MS: z.coerce.number().int().positive().default(500),
  /**
   * A link whose record could not be imported is tried again after this long, then twice as long
   * each time, up to an hour; the retrier looks for due links every ORCID_IMPORT_RETRY_POLL_MS.
   */
  ORCID_IMPORT_RETRY_BASE_MS: z.coerce.number().int().positive().default(30_000),
  ORCID_IMPORT_RETRY_POLL_MS: z.coerce.number().int().positive().default(10_000),
  /** OpenAlex, where citation figures come from (the openalex-stub locally). */
  OPENALEX_API_URL: z.url().default('https://api.openalex.org'),
  /** OpenAlex's free API key: without one the daily budget is tiny. Sent as `api_key`. */
  OPENALEX_API_KEY: z.string().min(1).optional(),
  /** A contact address OpenAlex asks for, sent as `mailto` on every call. */
  OPENALEX_MAILTO: z.email().optional(),
  OPENALEX_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Retries after a 5xx or network error (a 403/429 holds off instead, a time-out waits for the next try). */
  OPENALEX_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  OPENALEX_RETRY_BASE_MS: z.coerce.number().int().positive().default(500),
  /** Off ("false") stops the scheduled refresh of ORCID records and citation figures. */
  METRICS_REFRESH: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Linked profiles refreshed per second by the schedule (one ORCID call each, plus OpenAlex's). */
  ORCID_SYNC_RATE: z.coerce.number().positive().max(12).default(1),
  /** Each profile is refreshed at most once per period (a day). */
  METRICS_REFRESH_PERIOD_MS: z.coerce.number().int().positive().default(86_400_000),
  /** How often the schedule looks for profiles whose refresh is due. */
  METRICS_REFRESH_TICK_MS: z.coerce.number().int().positive().default(60_000),
  /** A failed refresh is tried again after this long, doubling each time, up to the period. */
  METRICS_REFRESH_RETRY_BASE_MS: z.coerce.number().int().positive().default(300_000),
  /**
   * Uploaded profile images live here (relative paths are from the process's working directory),
   * unless S3_ENDPOINT and S3_BUCKET name an S3 bucket, which every replica then shares.
   */
  IMAGE_DIR: z.string().min(1).default('.data/images'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Without them, the AWS SDK's own chain (its environment variables, web identity, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** The bucket in the path (MinIO, Garage, Ceph) rather than in the host name ("false"). */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** How long a signed upload address stays valid. */
  IMAGE_URL_TTL_SECONDS: z.coerce.number().int().positive().default(300),
});
export type ProfileConfig = z.infer<typeof profileConfigSchema>;

export const loadProfileConfig = (env: Record<string, string | undefined> = process.env) =>
  loadConfig('profile', profileConfigSchema, env, standInProblems);

/** The S3 bucket photos are kept in, or null for IMAGE_DIR; S3_ENDPOINT and S3_BUCKET come together. */
export function photoBucketOf(config: ProfileConfig): S3Settings | null {
  if (!config.S3_ENDPOINT && !config.S3_BUCKET) return null;
  if (!config.S3_ENDPOINT || !config.S3_BUCKET) {
    const [missing, given] = config.S3_ENDPOINT ? ['S3_BUCKET', 'S3_ENDPOINT'] : ['S3_ENDPOINT', 'S3_BUCKET'];
    throw new ConfigError('profile', [
      `${missing}: is needed with ${given} to keep photos in S3 (set neither to keep them in IMAGE_DIR)`,
    ]);
  }
  return {
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

/**
 * Production never imports records or citation figures from the stubs (compose's dev profile
 * defaults, `npm start`'s addresses): they are made-up people and numbers.
 */
function standInProblems(config: ProfileConfig): string[] {
  const real: Array<[string, string | undefined, string]> = [
    ['ORCID_API_URL', config.ORCID_API_URL, 'https://pub.orcid.org'],
    ['OPENALEX_API_URL', config.OPENALEX_API_URL, 'https://api.openalex.org'],
  ];
  // The sign-in addresses matter only when "Connect with ORCID" is offered.
  if (orcidOAuthAvailable(config)) {
    real.push(['ORCID_OAUTH_URL', config.ORCID_OAUTH_URL, 'https://orcid.org']);
    real.push(['ORCID_OAUTH_INTERNAL_URL', config.ORCID_OAUTH_INTERNAL_URL, 'https://orcid.org']);
  }
  return real
    .filter(([, url]) => url !== undefined && isStandInAddress(url, ['orcid-stub', 'openalex-stub']))
    .map(
      ([name, url, address]) =>
        `${name}: is a development stub (${url}), whose records and figures are made up. Set ${name}=${address}.`,
    );
}

/** "Connect with ORCID" is offered only when both client credentials are configured. */
export const orcidOAuthAvailable = (config: ProfileConfig) =>
  Boolean(config.ORCID_CLIENT_ID && config.ORCID_CLIENT_SECRET);
