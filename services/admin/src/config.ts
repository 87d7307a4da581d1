import { z } from 'zod';
import { defineConfig, loadConfig, serviceAddressSetting } from '@app/service-kit';
import { localServiceUrl, servicePorts } from '@app/contracts/service-ports';

const adminConfigSchema = defineConfig({
  PORT: z.coerce.number().int().default(servicePorts.admin),
  /** Identity's internal address: admin asks it to change roles and delete accounts. */
  IDENTITY_URL: serviceAddressSetting(localServiceUrl('identity')),
  /** Profile's internal address: admin asks it to rename, merge and remove research interests. */
  PROFILE_URL: serviceAddressSetting(localServiceUrl('profile')),
});
export type AdminConfig = z.infer<typeof adminConfigSchema>;

export const loadAdminConfig = (env: Record<string, string | undefined> = process.env) =>
  loadConfig('admin', adminConfigSchema, env);
