import { z } from 'zod';

export const PRODUCTION_REFUSAL =
  'dev-oidc is a development and test provider: it signs anyone in without a password. ' +
  'It refuses to run with NODE_ENV=production; point OIDC_ISSUER_URL at a real provider instead.';

const urlList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url()).min(1, 'list at least one URL'));

const devOidcConfigSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'test', 'production'])
    .default('development')
    .refine((v) => v !== 'production', PRODUCTION_REFUSAL),
  /** 0 picks a free port (tests). */
  DEV_OIDC_PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  /** Loopback by default; set 0.0.0.0 inside a container. */
  DEV_OIDC_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * The URL browsers and the gateway reach the provider at. Default `http://localhost:<port>`
   * (the port actually bound, so it is also right for port 0). The provider serves at the root,
   * so the issuer is an origin without a path.
   */
  DEV_OIDC_ISSUER: z
    .url()
    .refine((v) => ['http:', 'https:'].includes(new URL(v).protocol), 'must be an http(s) URL')
    .refine((v) => {
      const u = new URL(v);
      return u.pathname === '/' && !u.search && !u.hash;
    }, 'must be an origin such as http://localhost:4100 (no path, query or fragment)')
    .transform((v) => new URL(v).origin)
    .optional(),
  DEV_OIDC_CLIENT_ID: z.string().min(1).default('research-connect'),
  DEV_OIDC_CLIENT_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .default('dev-oidc-client-secret-change-me'),
  DEV_OIDC_REDIRECT_URIS: urlList('http://localhost:8080/api/callback'),
  DEV_OIDC_POST_LOGOUT_REDIRECT_URIS: urlList('http://localhost:8080/'),
});

export type DevOidcConfig = z.infer<typeof devOidcConfigSchema>;

export class DevOidcConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`dev-oidc: invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'DevOidcConfigError';
  }
}

/** Parses the environment once at start; every bad variable is listed together. */
export function loadDevOidcConfig(env: Record<string, string | undefined> = process.env): DevOidcConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = devOidcConfigSchema.safeParse(cleaned);
  if (!result.success) {
    throw new DevOidcConfigError(
      result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
    );
  }
  return result.data;
}
