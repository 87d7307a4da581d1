import { z } from 'zod';
import { defineConfig, loadConfig } from '@app/service-kit';

export const networkingConfigSchema = defineConfig({
  PORT: z.coerce.number().int().default(4003),
});
export type NetworkingConfig = z.infer<typeof networkingConfigSchema>;

export const loadNetworkingConfig = (env: Record<string, string | undefined> = process.env) =>
  loadConfig('networking', networkingConfigSchema, env);
