import { createWriteStream, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  TraceCollector,
  createTestDatabase,
  deleteStreams,
  freePort,
  uniqueName,
} from '@app/service-kit/testing';
import { processes } from '../scripts/lib/processes';
import { repoRoot, startSystem, type Ports } from '../scripts/lib/system';
import { testSystemEnv } from '../scripts/lib/test-system-env';
import { buildWebIfStale } from '../scripts/lib/web-build';
import type { E2eContext } from './support/context';

/**
 * The whole system as `npm start` runs it (built web app, gateway, every service, dev OpenID
 * provider, ORCID stub, dev inbox), on free ports with its own database, event namespace and Redis
 * prefix, shared by every browser test file. Process logs go to test-results/e2e-system.log.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!buildWebIfStale()) throw new Error('The web app failed to build');
  const db = await createTestDatabase();
  const namespace = uniqueName('e2e');
  const ports = { smtp: await freePort() } as Ports;
  for (const p of processes) ports[p.name] = await freePort();
  const publicUrl = `http://localhost:${ports.gateway}`;

  // Every process exports its spans here (OpenTelemetry over OTLP/HTTP), as to a collector.
  const traces = new TraceCollector();
  const traceCollectorUrl = await traces.start();

  mkdirSync(path.join(repoRoot, 'test-results'), { recursive: true });
  const log = createWriteStream(path.join(repoRoot, 'test-results', 'e2e-system.log'), { flags: 'a' });
  const system = await startSystem({
    env: testSystemEnv(
      { databaseUrl: db.url, namespace },
      {
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
        DB_POOL_MAX: '5',
        OUTBOX_POLL_MS: '200',
        // A failed ORCID import is retried after 1 s, 2 s, 4 s... (30 s, 1 min... in production).
        ORCID_IMPORT_RETRY_BASE_MS: '1000',
        ORCID_IMPORT_RETRY_POLL_MS: '500',
        // Citation figures arrive within a second or two of a link (a minute's tick in production).
        METRICS_REFRESH_TICK_MS: '1000',
        // The network page's counts follow changes within half a second (30 s in production).
        NETWORK_COUNT_MS: '500',
        ORCID_SYNC_RATE: '12',
        IMAGE_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-images-')),
        ADMIN_EMAILS: 'admin@example.edu',
        OTEL_EXPORTER_OTLP_ENDPOINT: traceCollectorUrl,
      },
    ),
    ports,
    publicUrl,
    log: (name, _index, line) => log.write(`[${name}] ${line}\n`),
  });

  const context: E2eContext = {
    publicUrl,
    inboxUrl: `http://127.0.0.1:${ports['dev-inbox']}`,
    urls: system.urls,
    namespace,
    databaseUrl: db.url,
    traceCollectorUrl,
  };
  project.provide('e2e', context);

  return async () => {
    await system.stopAll();
    await traces.stop();
    log.end();
    await db.drop();
    await deleteStreams(namespace);
  };
}
