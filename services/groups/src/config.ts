import { z } from 'zod';
import { defineConfig, loadConfig } from '@app/service-kit';
import { servicePorts } from '@app/contracts/service-ports';

const groupsConfigSchema = defineConfig({
  PORT: z.coerce.number().int().default(servicePorts.groups),
});
export type GroupsConfig = z.infer<typeof groupsConfigSchema>;

export const loadGroupsConfig = (env: Record<string, string | undefined> = process.env) =>
  loadConfig('groups', groupsConfigSchema, env);
