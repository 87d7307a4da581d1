import { z } from 'zod';
import { defineConfig, loadConfig } from '@app/service-kit';

export const networkingConfigSchema = defineConfig({
  PORT: z.coerce.number().int().default(4003),
  /** Rows of finder results kept in memory per process (finder-cache.ts); 0 turns the cache off. */
  FINDER_CACHE_ROWS: z.coerce.number().int().min(0).default(20_000),
});
export type NetworkingConfig = z.infer<typeof networkingConfigSchema>;

export const loadNetworkingConfig = (env: Record<string, string | undefined> = process.env) =>
  loadConfig('networking', networkingConfigSchema, env);
