import { z } from 'zod';
import { defineConfig, loadConfig } from '@app/service-kit';

export const groupsConfigSchema = defineConfig({
  PORT: z.coerce.number().int().default(4005),
});
export type GroupsConfig = z.infer<typeof groupsConfigSchema>;

export const loadGroupsConfig = (env: Record<string, string | undefined> = process.env) =>
  loadConfig('groups', groupsConfigSchema, env);
