import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET, asUser, at, testUser } from '../src/testing';
import { baseConfigSchema, createService, currentUser, loadConfig, type App } from '../src';

/** Issue 19: one log line per request (method, path, status, duration, user, request id); probes at debug. */

const lines: Array<Record<string, unknown>> = [];
let app: App;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  app = await createService({
    name: 'logs',
    config: loadConfig('logs', baseConfigSchema, { NODE_ENV: 'test', INTERNAL_AUTH_SECRET: TEST_SECRET }),
    routes: [{ method: 'GET', path: '/api/logs/me', auth: 'user' }],
    logger: pino({ level: 'debug' }, sink),
  });
  app.get('/api/logs/me', { config: { auth: 'user' } }, async (req) => {
    req.log.info('handling'); // a handler's own lines carry the request id too
    return { userId: currentUser(req).userId };
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

const about = (reqId: string) => lines.filter((l) => l.reqId === reqId);

describe('request logging', () => {
  it('writes one line per request, with who asked and how long it took', async () => {
    const user = testUser();
    const res = await app.inject({
      method: 'GET',
      url: '/api/logs/me',
      headers: { ...(await asUser(user)), 'x-request-id': 'req-one' },
    });
    expect(res.statusCode).toBe(200);
    const mine = about('req-one');
    expect(mine.map((l) => l.msg)).toEqual(['handling', 'request']);
    expect(mine[1]).toMatchObject({
      level: 30,
      method: 'GET',
      url: '/api/logs/me',
      statusCode: 200,
      userId: user.userId,
    });
    expect(typeof at(mine, 1).ms).toBe('number');
  });

  it('logs refusals on the same one line, and probes at debug only', async () => {
    await app.inject({ method: 'GET', url: '/api/logs/me', headers: { 'x-request-id': 'req-401' } });
    expect(about('req-401').filter((l) => l.msg === 'request')).toMatchObject([
      { level: 30, statusCode: 401 },
    ]);
    await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'req-probe' } });
    expect(about('req-probe')).toMatchObject([{ level: 20, url: '/healthz', statusCode: 200 }]);
  });
});
