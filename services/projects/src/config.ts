import { z } from 'zod';
import { defineConfig, loadConfig } from '@app/service-kit';

export const projectsConfigSchema = defineConfig({
  PORT: z.coerce.number().int().default(4004),
});
export type ProjectsConfig = z.infer<typeof projectsConfigSchema>;

export const loadProjectsConfig = (env: Record<string, string | undefined> = process.env) =>
  loadConfig('projects', projectsConfigSchema, env);
