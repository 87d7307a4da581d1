import { z } from 'zod';
import { defineConfig, loadConfig } from '@app/service-kit';
import { servicePorts } from '@app/contracts/service-ports';

const projectsConfigSchema = defineConfig({
  PORT: z.coerce.number().int().default(servicePorts.projects),
});
export type ProjectsConfig = z.infer<typeof projectsConfigSchema>;

export const loadProjectsConfig = (env: Record<string, string | undefined> = process.env) =>
  loadConfig('projects', projectsConfigSchema, env);
