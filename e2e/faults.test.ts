import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_SECRET,
  at,
  freePort,
  sleep,
  startPrivateNats,
  startPrivatePostgres,
  startPrivateRedis,
  waitFor,
  type PrivateServer,
} from '@app/service-kit/testing';
import { repoRoot, startSystem, type Ports, type RunningSystem } from '../scripts/lib/system';
import {
  connectionRequestsBetween,
  expectOneNotificationEach,
  networkingKnows,
  senderAndTargets,
} from './support/burst-checks';
import { ApiUser } from './support/api-user';
import { uniqueEmail } from './support/browser';

/**
 * Faults, on loopback, against a system of our own whose PostgreSQL, NATS and Redis are private
 * servers this file may stop and start (the shared ones stay untouched). Each scenario prints what it
 * did and what it verified.
 */
const say = (line: string) => console.log(`  [faults] ${line}`);
const PROCESSES = ['dev-oidc', 'dev-inbox', 'identity', 'networking', 'notifications', 'gateway'];

let postgres: PrivateServer;
let nats: PrivateServer;
let redis: PrivateServer;
let system: RunningSystem;
let base: string;
let db: pg.Pool;
/** Undoes the fault a scenario injected if it fails before undoing it itself. */
let restore: (() => Promise<void>) | null = null;

afterEach(async () => {
  if (restore) await restore().catch(() => undefined);
  restore = null;
});

beforeAll(async () => {
  [postgres, nats, redis] = await Promise.all([
    startPrivatePostgres(),
    startPrivateNats(),
    startPrivateRedis(),
  ]);
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('CREATE DATABASE faults');
  await admin.end();
  const databaseUrl = postgres.url.replace(/\/postgres$/, '/faults');
  const ports = { smtp: await freePort() } as Ports;
  for (const name of [...PROCESSES, 'profile', 'projects', 'groups', 'admin', 'orcid-stub'])
    ports[name] = await freePort();
  base = `http://localhost:${ports.gateway}`;
  const log = createWriteStream(path.join(repoRoot, 'test-results', 'faults-system.log'), { flags: 'a' });
  system = await startSystem({
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DB_POOL_MAX: '5',
      NATS_URL: nats.url,
      REDIS_URL: redis.url,
      EVENT_NAMESPACE: '',
      INTERNAL_AUTH_SECRET: TEST_SECRET,
      SESSION_SECRET: 'faults-session-secret-0123456789abcdefghijk',
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_LOGIN_MAX: '100000',
      OUTBOX_POLL_MS: '200',
      USER_CACHE_TTL_MS: '500',
      UPSTREAM_TIMEOUT_MS: '8000',
      IMAGE_DIR: mkdtempSync(path.join(tmpdir(), 'faults-images-')),
    },
    ports,
    publicUrl: base,
    only: PROCESSES,
    log: (name, _i, line) => log.write(`[${name}] ${line}\n`),
  });
  db = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  db.on('error', () => undefined); // the pool sees PostgreSQL go away on purpose below
});

afterAll(async () => {
  await system?.stopAll();
  await db?.end().catch(() => undefined);
  await Promise.all([postgres?.dispose(), nats?.dispose(), redis?.dispose()]);
});

describe('NATS stops and comes back during a burst', () => {
  it('turns every event into exactly one notification', async () => {
    const { sender, targets } = await senderAndTargets(base, 30);
    await networkingKnows(db, targets);
    const statuses: number[] = [];
    for (const [i, target] of targets.entries()) {
      if (i === 10) {
        restore = () => nats.start();
        await nats.stop();
        say('stopped NATS after 10 connection requests');
      }
      statuses.push(await sender.status('POST', '/api/academic-connections', { targetUserId: target.id }));
    }
    say(
      `sent 30 connection requests: ${statuses.filter((s) => s === 201).length} accepted by the API while NATS was down for 20 of them`,
    );
    expect(statuses.every((s) => s === 201)).toBe(true);
    await sleep(1000);
    await nats.start();
    restore = null;
    say('started NATS again');
    const ids = await connectionRequestsBetween(db, sender, targets);
    expect(ids).toHaveLength(30);
    await expectOneNotificationEach(db, ids);
    say('verified: 30 connections committed, 30 notifications, one each, every outbox row sent');
  });
});

describe('Redis stops', () => {
  it('fails sign-in cleanly, keeps the services up, and recovers when Redis returns', async () => {
    const signedIn = await ApiUser.signIn(uniqueEmail('redis'), base);
    restore = () => redis.start();
    await redis.stop();
    say('stopped Redis');
    const login = await fetch(`${base}/api/login?login_hint=${encodeURIComponent(uniqueEmail('redis'))}`, {
      redirect: 'manual',
    });
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/?error=login_failed');
    say('a new sign-in is sent to the landing page with error=login_failed (its clear message)');
    const session = await signedIn.raw('GET', '/api/auth/user');
    expect(session.status).toBe(503);
    expect(((await session.json()) as { code: string }).code).toBe('SESSIONS_UNAVAILABLE');
    const visitor = await fetch(`${base}/api/phd-supervisors?search=x`);
    expect(visitor.status).toBe(200);
    for (const name of PROCESSES.filter((p) => !['dev-oidc', 'dev-inbox'].includes(p))) {
      expect((await fetch(`${system.urls[name]}/healthz`)).status, name).toBe(200);
    }
    say(
      'a signed-in request gets 503 SESSIONS_UNAVAILABLE; signed-out pages still work; every service is alive',
    );
    await redis.start();
    restore = null;
    say('started Redis again');
    await waitFor(async () => (await signedIn.status('GET', '/api/auth/user')) === 401, {
      timeoutMs: 15_000,
      what: 'sessions back',
    });
    const again = await ApiUser.signIn(uniqueEmail('redis'), base);
    expect(again.id).toBeTruthy();
    say('verified: sign-in works again (sessions kept only in Redis were lost with it, as configured here)');
  });
});

describe('a service is killed with requests in flight', () => {
  it('gets quick 502/503 answers at the gateway, and loses no outbox event across its restart', async () => {
    const { sender, targets } = await senderAndTargets(base, 20);
    await networkingKnows(db, targets);
    const answers: Array<{ status: number; ms: number }> = [];
    const send = async (target: ApiUser) => {
      const started = Date.now();
      const status = await sender.status('POST', '/api/academic-connections', { targetUserId: target.id });
      answers.push({ status, ms: Date.now() - started });
    };
    const inFlight = targets.slice(0, 10).map(send);
    restore = () => system.start('networking');
    await sleep(30);
    await system.stop('networking', true);
    say('killed networking (SIGKILL) with 10 requests in flight');
    await Promise.all(inFlight);
    for (const target of targets.slice(10, 15)) await send(target);
    const down = answers.filter((a) => a.status >= 500);
    expect(down.length).toBeGreaterThan(0);
    expect(down.every((a) => [502, 503].includes(a.status) && a.ms < 3000)).toBe(true);
    say(
      `while it was down: ${down.length} answers of 502/503, slowest ${Math.max(...down.map((a) => a.ms))} ms`,
    );
    await system.start('networking');
    restore = null;
    say('restarted networking');
    for (const target of targets.slice(15)) await send(target);
    const ids = await connectionRequestsBetween(db, sender, targets);
    const created = answers.filter((a) => a.status === 201).length;
    expect(ids.length).toBeGreaterThanOrEqual(created);
    await expectOneNotificationEach(db, ids);
    say(
      `verified: ${ids.length} committed connections (${created} confirmed to the client), each with exactly one notification after the restart`,
    );
  });
});

describe('PostgreSQL restarts', () => {
  it('answers 503 quickly during the gap, leaves no partial writes, and recovers', async () => {
    const { sender, targets } = await senderAndTargets(base, 10);
    await networkingKnows(db, targets);
    restore = () => postgres.start();
    await postgres.stop();
    say('stopped PostgreSQL (immediate)');
    const gap: Array<{ status: number; ms: number }> = [];
    for (const target of targets.slice(0, 5)) {
      const started = Date.now();
      const status = await sender.status('POST', '/api/academic-connections', { targetUserId: target.id });
      gap.push({ status, ms: Date.now() - started });
      const t2 = Date.now();
      const read = await fetch(`${base}/api/phd-supervisors?search=x`);
      gap.push({ status: read.status, ms: Date.now() - t2 });
    }
    expect(gap.every((g) => g.status === 503 && g.ms < 8000)).toBe(true);
    say(`during the gap: ${gap.length} requests, all 503, slowest ${Math.max(...gap.map((g) => g.ms))} ms`);
    await postgres.start();
    restore = null;
    say('started PostgreSQL again');
    await waitFor(
      async () =>
        (await sender.status('POST', '/api/academic-connections', { targetUserId: at(targets, 5).id })) ===
        201,
      {
        timeoutMs: 30_000,
        what: 'writes to work again',
      },
    );
    const { rows } = await db.query(
      `
      SELECT c.id, count(o.id)::int AS events
      FROM networking.academic_connections c
      LEFT JOIN networking.outbox o ON o.type = 'networking.connection.requested' AND o.envelope->'data'->>'connectionId' = c.id::text
      WHERE c.from_user_id = $1 GROUP BY c.id`,
      [sender.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].events).toBe(1);
    await expectOneNotificationEach(
      db,
      rows.map((r) => r.id as string),
    );
    say(
      'verified: nothing from the gap was written; the one write after it has exactly one event and one notification',
    );
  });
});
