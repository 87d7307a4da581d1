import type { FastifyInstance } from 'fastify';

/** How long a service takes at most to drain on SIGTERM (deployments wait longer before killing it). */
export const SHUTDOWN_DEADLINE_MS = 15_000;

/**
 * The process entry: listen, then on SIGTERM or SIGINT stop taking requests, finish those in
 * flight, stop consumers and the relay, and close pools (Fastify's onClose hooks), within 15 s.
 */
export async function runService(app: FastifyInstance, port: number, host: string): Promise<void> {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port, host });
}

/** For `main.ts`: report a start-up failure (bad config, unreachable database) clearly and exit. */
export function exitOnStartupError(service: string) {
  return (err: unknown) => {
    console.error(`${service} could not start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  };
}

/**
 * A service's whole `main.ts`: read its settings, build it, serve. A failure anywhere on the way,
 * a refused setting included, is one message and exit code 1 (not an uncaught stack).
 */
export function startService<C extends { PORT: number; HOST: string }>(
  service: string,
  loadSettings: () => C,
  build: (config: C) => Promise<FastifyInstance>,
): void {
  void (async () => {
    const config = loadSettings();
    await runService(await build(config), config.PORT, config.HOST);
  })().catch(exitOnStartupError(service));
}
