import { z } from 'zod';
import { defineConfig, loadConfig } from '@app/service-kit';

export const adminConfigSchema = defineConfig({
  PORT: z.coerce.number().int().default(4007),
});
export type AdminConfig = z.infer<typeof adminConfigSchema>;

export const loadAdminConfig = (env: Record<string, string | undefined> = process.env) =>
  loadConfig('admin', adminConfigSchema, env);
