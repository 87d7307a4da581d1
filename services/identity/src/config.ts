import { z } from 'zod';
import { defineConfig, loadConfig } from '@app/service-kit';
import { servicePorts } from '@app/contracts/service-ports';

const identityConfigSchema = defineConfig({
  PORT: z.coerce.number().int().default(servicePorts.identity),
  /**
   * Emails that are made administrators when they sign in (comma-separated). Only development has
   * a default (the dev provider's admin@example.edu); anywhere else nobody is an administrator
   * until the operator names them.
   */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;

const DEV_ADMIN_EMAIL = 'admin@example.edu';

export function loadIdentityConfig(env: Record<string, string | undefined> = process.env) {
  const developing = (env.NODE_ENV ?? 'development') === 'development';
  return loadConfig('identity', identityConfigSchema, {
    ...env,
    ADMIN_EMAILS: env.ADMIN_EMAILS || (developing ? DEV_ADMIN_EMAIL : ''),
  });
}
