import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createTestDatabase,
  deleteStreams,
  testEnv,
  uniqueName,
  type TestDatabase,
} from '@app/service-kit/testing';
import type { App } from '@app/service-kit';
import { buildApp } from '../src/app';
import { loadProfileConfig } from '../src/config';

let db: TestDatabase;
let app: App;
const ns = uniqueName('hl');
const imageDir = mkdtempSync(path.join(tmpdir(), 'profile-health-'));

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp(loadProfileConfig(testEnv(db, ns, { IMAGE_DIR: imageDir })));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
  await deleteStreams(ns);
  rmSync(imageDir, { recursive: true, force: true });
});

it('is alive and ready when its dependencies answer', async () => {
  expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  const ready = await app.inject({ method: 'GET', url: '/readyz' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json().status).toBe('ok');
});
