import { z } from 'zod';
import { defineConfig, loadConfig } from '@app/service-kit';

export const profileConfigSchema = defineConfig({
  PORT: z.coerce.number().int().default(4002),
});
export type ProfileConfig = z.infer<typeof profileConfigSchema>;

export const loadProfileConfig = (env: Record<string, string | undefined> = process.env) =>
  loadConfig('profile', profileConfigSchema, env);
