import { z } from 'zod';
import { defineConfig, loadConfig } from '@app/service-kit';

export const identityConfigSchema = defineConfig({
  PORT: z.coerce.number().int().default(4001),
  /** Emails that are made administrators when they sign in (comma-separated). */
  ADMIN_EMAILS: z
    .string()
    .default('admin@example.edu')
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;

export const loadIdentityConfig = (env: Record<string, string | undefined> = process.env) =>
  loadConfig('identity', identityConfigSchema, env);
