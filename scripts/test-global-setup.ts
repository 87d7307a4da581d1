import { execSync } from 'node:child_process';
import { unreachableInfra } from './lib/infra-check';

/**
 * Tests use PostgreSQL, NATS and Redis at DATABASE_URL, NATS_URL and REDIS_URL (default: this
 * machine's servers). When some are unreachable and a Docker engine answers, they are started with
 * testcontainers for the run; otherwise the run stops and says how to start them.
 */
export default async function setup(): Promise<(() => Promise<void>) | void> {
  const missing = await unreachableInfra();
  if (missing.length === 0) return;
  if (!dockerAvailable()) {
    throw new Error(
      `Tests need ${missing.map((m) => m.name).join(', ')}, which did not answer:\n` +
        missing.map((m) => `  ${m.name} at ${m.url} - start it with: ${m.startHint}`).join('\n'),
    );
  }
  const { startContainers } = await import('./lib/testcontainers');
  return startContainers(missing.map((m) => m.name));
}

function dockerAvailable(): boolean {
  try {
    execSync('docker info', { stdio: 'ignore', timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}
