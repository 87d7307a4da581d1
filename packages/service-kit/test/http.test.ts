import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { z } from 'zod';
import { defineRoute } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  asUser,
  createTestDatabase,
  deleteStreams,
  testEnv,
  testUser,
  uniqueName,
  type TestDatabase,
} from '../src/testing';
import {
  InternalClient,
  createService,
  baseConfigSchema,
  loadConfig,
  registerRoute,
  signUserContext,
  type App,
} from '../src';
import { buildFixture } from './fixture-service';

let db: TestDatabase;
let app: App;
const ns = uniqueName('kh');

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildFixture({ env: testEnv(db, ns, { BODY_LIMIT_BYTES: '2048' }) });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
  await deleteStreams(ns);
});

describe('user context', () => {
  it('accepts a context signed with the shared secret', async () => {
    const user = testUser();
    const res = await app.inject({ method: 'GET', url: '/api/widgets/me', headers: await asUser(user) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: user.userId, role: 'academic', email: user.email });
  });

  it('answers 401 when no user is signed in', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/widgets/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'Unauthorized', code: 'UNAUTHENTICATED' });
  });

  it('refuses a context forged with another secret, even on a public route', async () => {
    const forged = await signUserContext(
      testUser({ role: 'admin' }),
      'an-attacker-guessed-secret-0123456789abcd',
    );
    for (const url of ['/api/widgets/me', '/api/widgets/admin', '/api/widgets/public']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'x-user-context': forged } });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('INVALID_USER_CONTEXT');
    }
  });

  it('refuses an expired context', async () => {
    const user = testUser();
    const past = Math.floor(Date.now() / 1000) - 120;
    const expired = await new SignJWT({ kind: 'user', role: 'admin', email: user.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.userId)
      .setIssuer('research-connect-gateway')
      .setAudience('research-connect-services')
      .setIssuedAt(past - 60)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(app.baseConfig.INTERNAL_AUTH_SECRET));
    const res = await app.inject({
      method: 'GET',
      url: '/api/widgets/me',
      headers: { 'x-user-context': expired },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/expired/);
  });

  it('accepts a token it has verified before until it expires, then refuses it', async () => {
    const user = testUser();
    const token = await signUserContext(user, app.baseConfig.INTERNAL_AUTH_SECRET, 2);
    const call = () =>
      app.inject({ method: 'GET', url: '/api/widgets/me', headers: { 'x-user-context': token } });
    for (let i = 0; i < 2; i++) {
      const res = await call();
      expect(res.statusCode).toBe(200);
      expect(res.json().userId).toBe(user.userId);
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Past the 2 s lifetime and the 5 s clock tolerance: remembered or not, it is expired now.
      vi.setSystemTime(Date.now() + 10_000);
      const res = await call();
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/expired/);
      // And it stays refused (it is not remembered as valid any more).
      expect((await call()).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never takes a remembered token as verified under another secret', async () => {
    const user = testUser({ role: 'admin' });
    const token = await signUserContext(user, app.baseConfig.INTERNAL_AUTH_SECRET);
    const ok = await app.inject({
      method: 'GET',
      url: '/api/widgets/me',
      headers: { 'x-user-context': token },
    });
    expect(ok.statusCode).toBe(200);
    const other = await buildFixture({
      env: testEnv(db, ns, { INTERNAL_AUTH_SECRET: 'another-services-secret-0123456789abcdef' }),
    });
    try {
      const res = await other.inject({
        method: 'GET',
        url: '/api/widgets/me',
        headers: { 'x-user-context': token },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('INVALID_USER_CONTEXT');
    } finally {
      await other.close();
    }
  });

  it('answers 403 to a non-admin on an admin route and 200 to an admin', async () => {
    const plain = await app.inject({
      method: 'GET',
      url: '/api/widgets/admin',
      headers: await asUser(testUser()),
    });
    expect(plain.statusCode).toBe(403);
    expect(plain.json().code).toBe('ADMIN_ONLY');
    const admin = await app.inject({
      method: 'GET',
      url: '/api/widgets/admin',
      headers: await asUser(testUser({ role: 'admin' })),
    });
    expect(admin.statusCode).toBe(200);
  });
});

describe('bad input', () => {
  const post = async (payload: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/widgets',
      payload,
      headers: { 'content-type': 'application/json', ...(await asUser(testUser())), ...headers },
    });

  it('stores a valid body', async () => {
    const res = await post(JSON.stringify({ name: 'gear', size: 3 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'gear', size: 3 });
  });

  it('answers 400 with a message to malformed JSON', async () => {
    const res = await post('{"name": "gear", ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Bad Request', code: 'INVALID_JSON' });
    expect(res.json().message).toMatch(/not valid JSON/);
  });

  it('answers 400 naming the field to wrong types, and keeps messages written for people', async () => {
    const res = await post(JSON.stringify({ name: '   ', size: 'big' }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toContain('Name is required');
    expect(body.message).toMatch(/size: /);
    expect(body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['name', 'size']);
  });

  it('answers 413 to an oversized body', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(5000), size: 1 }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 404 in the same shape for unknown routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Not Found', code: 'ROUTE_NOT_FOUND' });
  });

  it('carries the caller’s request id through, and makes one when absent', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/widgets/public',
      headers: { 'x-request-id': 'req-123' },
    });
    expect(res.headers['x-request-id']).toBe('req-123');
    const fresh = await app.inject({ method: 'GET', url: '/api/widgets/public' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('health', () => {
  it('reports ready when its database and NATS answer', async () => {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', nats: 'ok' } });
  });
});

describe('route declarations', () => {
  it('refuses to start with an /api route missing from the catalogue or without auth', async () => {
    const config = loadConfig('widgets', baseConfigSchema, testEnv(db, ns));
    const a = await createService({ name: 'widgets', config, routes: [] });
    expect(() => a.get('/api/undeclared', { config: { auth: 'public' } }, async () => ({}))).toThrow(
      /not in the route catalogue/,
    );
    await a.close().catch(() => undefined);

    const b = await createService({
      name: 'widgets',
      config,
      routes: [{ method: 'GET', path: '/api/x', auth: 'admin' }],
    });
    expect(() => b.get('/api/x', { config: { auth: 'public' } }, async () => ({}))).toThrow(
      /catalogue says 'admin'/,
    );
    expect(() => b.get('/other', async () => ({}))).toThrow(/must declare config.auth/);
    await b.close().catch(() => undefined);
  });

  it('serves a contract definition: its auth, its params validated, its answer held to its schema', async () => {
    const config = loadConfig('widgets', baseConfigSchema, testEnv(db, ns));
    const widget = defineRoute({
      method: 'GET',
      path: '/api/widgets/:id',
      auth: 'user',
      params: z.object({ id: z.uuid({ message: 'Widget id must be a UUID' }) }),
      response: { 200: z.object({ id: z.uuid() }) },
    });
    const a = await createService({ name: 'widgets', config, routes: [widget] });
    registerRoute(a, widget, async (req) => ({ id: req.params.id, secret: 'not in the schema' }));
    expect(a.unservedCatalogueRoutes()).toEqual([]);
    const id = randomUUID();
    expect((await a.inject({ method: 'GET', url: `/api/widgets/${id}` })).statusCode).toBe(401);
    const headers = await asUser(testUser());
    const ok = await a.inject({ method: 'GET', url: `/api/widgets/${id}`, headers });
    expect(ok.json()).toEqual({ id });
    const bad = await a.inject({ method: 'GET', url: '/api/widgets/nope', headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Widget id must be a UUID');
    await a.close();
  });

  it('lists every bad setting at once', () => {
    expect(() =>
      loadConfig('widgets', baseConfigSchema, { DB_POOL_MAX: 'many', INTERNAL_AUTH_SECRET: 'short' }),
    ).toThrow(/DB_POOL_MAX[\s\S]*INTERNAL_AUTH_SECRET/);
  });
});

describe('calls between services', () => {
  it('sign one token and reuse it, which the called service accepts each time', async () => {
    const seen: string[] = [];
    const callee = await createService({
      name: 'callee',
      config: loadConfig('callee', baseConfigSchema, testEnv(db, ns)),
    });
    const ping = defineRoute({
      method: 'GET',
      path: '/internal/ping/:name',
      auth: 'internal',
      params: z.object({ name: z.string() }),
      response: { 200: z.object({ caller: z.string(), name: z.string() }) },
    });
    registerRoute(callee, ping, async (request) => {
      seen.push(String(request.headers['x-user-context']));
      return { caller: request.caller?.service ?? 'nobody', name: request.params.name };
    });
    await callee.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = callee.server.address() as { port: number };
      const client = new InternalClient({
        from: 'caller',
        baseUrl: `http://127.0.0.1:${port}`,
        secret: callee.baseConfig.INTERNAL_AUTH_SECRET,
      });
      for (let i = 0; i < 3; i++)
        expect(await client.call(ping, { params: { name: 'a b' } })).toEqual({
          caller: 'caller',
          name: 'a b',
        });
      expect(seen).toHaveLength(3);
      expect(new Set(seen).size).toBe(1);
    } finally {
      await callee.close();
    }
  });
});
