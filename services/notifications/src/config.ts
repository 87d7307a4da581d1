import { z } from 'zod';
import { defineConfig, loadConfig } from '@app/service-kit';

export const notificationsConfigSchema = defineConfig({
  PORT: z.coerce.number().int().default(4006),
});
export type NotificationsConfig = z.infer<typeof notificationsConfigSchema>;

export const loadNotificationsConfig = (env: Record<string, string | undefined> = process.env) =>
  loadConfig('notifications', notificationsConfigSchema, env);
