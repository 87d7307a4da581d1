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
import { loadProjectsConfig } from '../src/config';

let db: TestDatabase;
let app: App;
const ns = uniqueName('hl');

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp(loadProjectsConfig(testEnv(db, ns)));
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
  await deleteStreams(ns);
});

it('is alive and ready when its dependencies answer', async () => {
  expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  const ready = await app.inject({ method: 'GET', url: '/readyz' });
  expect(ready.statusCode).toBe(200);
  expect(ready.json().status).toBe('ok');
});
