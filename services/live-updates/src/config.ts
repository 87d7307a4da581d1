import { z } from 'zod';
import { servicePorts } from '@app/contracts/service-ports';
import { defineConfig, loadConfig } from '@app/service-kit';

/** The port live updates listens on (`servicePorts`, the one place a port is written). */
const LIVE_UPDATES_PORT = servicePorts['live-updates'];

const liveUpdatesConfigSchema = defineConfig({
  PORT: z.coerce.number().int().default(LIVE_UPDATES_PORT),
  /** Its PostgreSQL schema (only the kit's tables: processed events, dead letters). */
  DB_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'must be a lower-case SQL identifier')
    .default('live_updates'),
  /** Open streams this replica holds at most; a stream beyond is refused with 503. */
  LIVE_STREAMS_MAX: z.coerce.number().int().min(1).default(10_000),
  /** Open streams one person holds at most, over every replica; the oldest gives way to a new one. */
  LIVE_STREAMS_PER_PERSON: z.coerce.number().int().min(1).max(100).default(10),
  /** Messages kept per person for `Last-Event-ID` (a Redis stream trimmed to this length). */
  LIVE_WINDOW_SIZE: z.coerce.number().int().min(1).max(10_000).default(200),
  /** How long a person's window outlives their last message. */
  LIVE_WINDOW_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
  /** A comment line on every open stream this often (proxies close idle connections). */
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(100).default(25_000),
  /**
   * A stream is ended (without a reason, so the browser reconnects at once and resumes) this long
   * after it opened: the reconnect passes the gateway again, so a session that expired or ended
   * without a sign-out (idle or absolute timeout) stops receiving within this time.
   */
  LIVE_STREAM_MAX_AGE_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60_000),
  /**
   * Events older than this when they reach the consumer are not sent (a first start, or a catch-up
   * after an outage, replays history: no one is waiting for it, and clients refetch when they connect).
   */
  LIVE_EVENT_MAX_AGE_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(5 * 60_000),
  /** Events the consumer applies at once (each stream's work does not depend on order). */
  LIVE_CONSUMER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
});
export type LiveUpdatesConfig = z.infer<typeof liveUpdatesConfigSchema>;

export function loadLiveUpdatesConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig('live-updates', liveUpdatesConfigSchema, env);
}
