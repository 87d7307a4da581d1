import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from '@app/service-kit/testing';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The networking service on the benchmark database (bench/networking's fixture), alone, as
 * deployed (production mode), trusting user contexts signed with `secret`. The first start on a
 * fixture migrates it (the read model is made then), which takes a while.
 */
export async function startNetworkingService(
  databaseUrl: string,
  secret: string,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--max-old-space-size=512', '--import', 'tsx', 'services/networking/src/main.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://localhost',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DB_SCHEMA: 'networking',
        EVENT_NAMESPACE: 'benchnetworkpage',
        INTERNAL_AUTH_SECRET: secret,
        // Looks for changes every 200 ms, so a recount's time is the count's own.
        NETWORK_COUNT_MS: '200',
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`the service exited with code ${child.exitCode}`);
      return (await fetch(`${url}/readyz`)).ok;
    },
    { timeoutMs: 600_000, intervalMs: 200, what: 'the networking service' },
  );
  return { url, child };
}
