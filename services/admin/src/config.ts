import { z } from 'zod';
import { defineConfig, loadConfig, serviceAddressSetting } from '@app/service-kit';

export const adminConfigSchema = defineConfig({
  PORT: z.coerce.number().int().default(4007),
  /** Identity's internal address: admin asks it to change roles and delete accounts. */
  IDENTITY_URL: serviceAddressSetting('http://127.0.0.1:4001'),
});
export type AdminConfig = z.infer<typeof adminConfigSchema>;

export const loadAdminConfig = (env: Record<string, string | undefined> = process.env) =>
  loadConfig('admin', adminConfigSchema, env);
