import { spawn } from 'node:child_process';
import { utimesSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, freePort, waitFor, type TestDatabase } from '@app/service-kit/testing';
import { repoRoot } from '../lib/system';

/**
 * Issue 22: `npm run dev` (start-all.ts --dev) runs processes under watch, restarting only the one
 * whose files changed, and serves the web app from Vite with hot reload. Here with one process
 * (the ORCID stub) to keep it small; Vite takes its fixed port 5173.
 */

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

it('restarts a process when its source changes, and serves the web app through Vite', async () => {
  const stubPort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start-all.ts', '--dev', 'orcid-stub'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: db.url, ORCID_STUB_PORT: String(stubPort), NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  try {
    await waitFor(() => output.includes('is running at http://localhost:5173'), {
      timeoutMs: 60_000,
      what: 'dev mode to start',
    });
    expect((await fetch(`http://127.0.0.1:${stubPort}/healthz`)).status).toBe(200);
    const page = await waitFor(
      async () => {
        const res = await fetch('http://localhost:5173/');
        return res.ok ? res.text() : undefined;
      },
      { timeoutMs: 30_000, what: 'Vite to serve the app' },
    );
    expect(page).toContain('/@vite/client'); // the dev server with hot reload, not the built app

    // A change to one of the stub's files restarts the stub.
    const source = path.join(repoRoot, 'infra/orcid-stub/src/app.ts');
    const now = new Date();
    utimesSync(source, now, now);
    await waitFor(() => /\[orcid-stub\].*Restarting/.test(output), {
      timeoutMs: 20_000,
      what: 'the stub to restart',
    });
    await waitFor(
      async () => (await fetch(`http://127.0.0.1:${stubPort}/healthz`).catch(() => null))?.status === 200,
      { timeoutMs: 20_000, what: 'the stub to answer again' },
    );
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}, 120_000);
