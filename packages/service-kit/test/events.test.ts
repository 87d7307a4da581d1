import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EventData } from '@app/contracts/events';
import {
  EventRecorder,
  createTestDatabase,
  deleteStreams,
  first,
  publishEvent,
  sleep,
  startPrivateNats,
  testEnv,
  uniqueName,
  waitFor,
  type PrivateServer,
  type TestDatabase,
} from '../src/testing';
import type { Knex } from 'knex';
import type { HandlerMap } from '../src';
import { buildFixture, type FixtureApp } from './fixture-service';

const deleted = (userId = randomUUID()): EventData<'identity.user.deleted'> => ({
  userId,
  email: null,
  deletedBy: null,
});
const profileDeleted = (): EventData<'profile.profile.deleted'> => ({
  profileId: randomUUID(),
  userId: randomUUID(),
});

let db: TestDatabase;
const apps: FixtureApp[] = [];
const namespaces: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});
afterAll(async () => {
  await db?.drop();
  for (const ns of namespaces) await deleteStreams(ns);
});

function namespace(): string {
  const ns = uniqueName('ke');
  namespaces.push(ns);
  return ns;
}

async function start(
  env: Record<string, string | undefined>,
  opts: {
    handlers?: HandlerMap;
    instance?: string;
    batch?: number;
    concurrency?: number;
    applyBatch?: number;
  } = {},
) {
  const app = await buildFixture({ env, ...opts });
  apps.push(app);
  await app.ready();
  return app;
}

/** The applied_events rows of `ids`, once there is one for every id (or more, to catch duplicates). */
function allApplied(app: FixtureApp, ids: readonly string[]) {
  return waitFor(
    async () => {
      const r: Array<{ eventId: string; instance: string }> = await app
        .db('applied_events')
        .whereIn('eventId', ids);
      return r.length >= ids.length ? r : undefined;
    },
    { timeoutMs: 20_000, what: 'all events applied' },
  );
}

describe('transactional outbox', () => {
  let nats: PrivateServer;
  beforeAll(async () => {
    nats = await startPrivateNats();
  });
  afterAll(async () => {
    await nats?.dispose();
  });

  it('publishes an event committed while NATS is unreachable once NATS returns', async () => {
    const ns = namespace();
    const app = await start(testEnv(db, ns, { NATS_URL: nats.url, OUTBOX_POLL_MS: '100' }));
    await nats.stop();

    const payload = deleted();
    const eventId = await app.db.transaction((trx) =>
      app.events.publish(trx, 'identity.user.deleted', payload),
    );
    // A publish attempt fails (and is recorded) while NATS is down; the row stays pending.
    const during = await waitFor(
      async () => {
        const row = await app.db('outbox').where({ id: eventId }).first();
        return row.lastError ? row : undefined;
      },
      { timeoutMs: 15_000, what: 'a failed publish attempt' },
    );
    expect(during.status).toBe('pending');
    expect(during.attempts).toBe(0); // an outage does not count towards parking it as dead
    expect(during.sentBy).toBeNull();

    await nats.start();
    await waitFor(async () => (await app.db('outbox').where({ id: eventId }).first()).status === 'sent', {
      timeoutMs: 20_000,
      what: 'the outbox row to be sent',
    });
    const recorder = await new EventRecorder(ns, nats.url).start();
    try {
      const event = await recorder.waitFor('identity.user.deleted', (e) => e.id === eventId);
      expect(event.data).toEqual(payload);
      await sleep(300);
      expect(recorder.of('identity.user.deleted').filter((e) => e.id === eventId)).toHaveLength(1);
    } finally {
      await recorder.stop();
    }
  });

  it('publishes nothing from a rolled-back transaction', async () => {
    const ns = namespace();
    const app = await start(testEnv(db, ns));
    const recorder = await new EventRecorder(ns).start();
    try {
      const kept = deleted();
      const dropped = deleted();
      await expect(
        app.db.transaction(async (trx) => {
          await app.events.publish(trx, 'identity.user.deleted', dropped);
          throw new Error('the domain change failed');
        }),
      ).rejects.toThrow('the domain change failed');
      await app.db.transaction((trx) => app.events.publish(trx, 'identity.user.deleted', kept));

      await recorder.waitFor('identity.user.deleted', (e) => e.data.userId === kept.userId);
      await sleep(300);
      const seen = recorder.of('identity.user.deleted').map((e) => e.data.userId);
      expect(seen).toEqual([kept.userId]);
      expect(
        await app.db('outbox').where('envelope', '@>', JSON.stringify({ data: { userId: dropped.userId } })),
      ).toHaveLength(0);
    } finally {
      await recorder.stop();
    }
  });

  it('refuses a payload that does not match its contract before anything is written', async () => {
    const app = await start(testEnv(db, namespace()));
    await expect(
      app.db.transaction((trx) =>
        app.events.publish(trx, 'identity.user.deleted', {
          userId: 'not-a-uuid',
        } as unknown as EventData<'identity.user.deleted'>),
      ),
    ).rejects.toThrow();
  });

  it('publishes many events of a type written in one statement, each once, and none if one is refused', async () => {
    const ns = namespace();
    const app = await start(testEnv(db, ns));
    const recorder = await new EventRecorder(ns).start();
    try {
      const payloads = [deleted(), deleted(), deleted()];
      await expect(
        app.db.transaction((trx) =>
          app.events.publishMany(trx, 'identity.user.deleted', [
            deleted(),
            { userId: 'not-a-uuid' } as unknown as EventData<'identity.user.deleted'>,
          ]),
        ),
      ).rejects.toThrow();
      const ids = await app.db.transaction((trx) =>
        app.events.publishMany(trx, 'identity.user.deleted', payloads),
      );
      expect(ids).toHaveLength(3);
      for (const p of payloads)
        await recorder.waitFor('identity.user.deleted', (e) => e.data.userId === p.userId);
      await sleep(300);
      expect(
        recorder
          .of('identity.user.deleted')
          .map((e) => e.id)
          .sort(),
      ).toEqual([...ids].sort());
    } finally {
      await recorder.stop();
    }
  });
});

describe('durable consumers', () => {
  const recordingHandlers = (instance: string, delayMs = 0): HandlerMap => ({
    'profile.profile.deleted': async (event, { trx }) => {
      if (delayMs) await sleep(delayMs);
      await trx('applied_events').insert({ eventId: event.id, instance });
    },
  });

  it('applies an event delivered twice only once', async () => {
    const ns = namespace();
    const app = await start(testEnv(db, ns), { handlers: recordingHandlers('a') });
    const id = randomUUID();
    const data = profileDeleted();
    await publishEvent(ns, 'profile.profile.deleted', data, { id });
    await publishEvent(ns, 'profile.profile.deleted', data, { id });
    const marker = await publishEvent(ns, 'profile.profile.deleted', profileDeleted());
    await waitFor(async () => (await app.db('applied_events').where({ eventId: marker.id })).length === 1, {
      what: 'the marker event',
    });
    expect(await app.db('applied_events').where({ eventId: id })).toHaveLength(1);
    const [processed] = await app.db('processed_events').where({ eventId: id });
    expect(processed.instance).toMatch(/:\d+$/);
  });

  it('shares one durable between two instances with no event processed twice', async () => {
    const ns = namespace();
    const env = testEnv(db, ns);
    const a = await start(env, { handlers: recordingHandlers('a', 5), batch: 1 });
    await start(env, { handlers: recordingHandlers('b', 5), batch: 1 });
    const ids: string[] = [];
    for (let i = 0; i < 60; i++)
      ids.push((await publishEvent(ns, 'profile.profile.deleted', profileDeleted())).id);

    const rows = await allApplied(a, ids);
    expect(new Set(rows.map((r) => r.eventId)).size).toBe(ids.length);
    expect(rows).toHaveLength(ids.length);
    const byInstance = rows.reduce<Record<string, number>>(
      (acc, r) => ({ ...acc, [r.instance]: (acc[r.instance] ?? 0) + 1 }),
      {},
    );
    expect(byInstance.a).toBeGreaterThan(0);
    expect(byInstance.b).toBeGreaterThan(0);
  });

  it('terminates a poison event after its last delivery, keeps it as a dead letter and goes on', async () => {
    const ns = namespace();
    let attempts = 0;
    const app = await start(testEnv(db, ns, { CONSUMER_MAX_DELIVER: '3', CONSUMER_RETRY_BASE_MS: '50' }), {
      handlers: {
        'profile.profile.deleted': async (event, { trx }) => {
          if (event.data.userId === poison.userId) {
            attempts += 1;
            throw new Error('cannot apply this one');
          }
          await trx('applied_events').insert({ eventId: event.id, instance: 'a' });
        },
      },
    });
    const poison = profileDeleted();
    const bad = await publishEvent(ns, 'profile.profile.deleted', poison);
    const good = await publishEvent(ns, 'profile.profile.deleted', profileDeleted());

    await waitFor(async () => (await app.db('dead_letters').where({ eventId: bad.id })).length === 1, {
      what: 'the dead letter',
    });
    await waitFor(async () => (await app.db('applied_events').where({ eventId: good.id })).length === 1, {
      what: 'the next event to be applied',
    });
    expect(attempts).toBe(3);
    const [dead] = await app.db('dead_letters').where({ eventId: bad.id });
    expect(dead.error).toContain('cannot apply this one');
    expect(await app.db('processed_events').where({ eventId: bad.id })).toHaveLength(0);
    await sleep(500);
    expect(attempts).toBe(3);
  });

  describe('applying events that arrived together in one transaction (applyBatch)', () => {
    const COLLECTED = Symbol('collected');
    const txid = async (trx: Knex.Transaction) =>
      String(first((await trx.raw<{ rows: Array<{ id: string }> }>('SELECT txid_current() AS id')).rows).id);

    it('applies each event once, several in a transaction, and flushes what they collected once per transaction', async () => {
      const ns = namespace();
      const duplicate = randomUUID();
      const ids: string[] = [duplicate];
      await publishEvent(ns, 'profile.profile.deleted', profileDeleted(), { id: duplicate });
      for (let i = 0; i < 40; i++)
        ids.push((await publishEvent(ns, 'profile.profile.deleted', profileDeleted())).id);
      await publishEvent(ns, 'profile.profile.deleted', profileDeleted(), { id: duplicate });

      const flushes: Array<{ tx: string; items: string[] }> = [];
      const app = await start(testEnv(db, ns), {
        applyBatch: 16,
        concurrency: 2,
        handlers: {
          'profile.profile.deleted': async (event, { trx, collect }) => {
            await trx('applied_events').insert({ eventId: event.id, instance: await txid(trx) });
            collect<string>(COLLECTED, event.id, async (flushTrx, items) => {
              flushes.push({ tx: await txid(flushTrx), items });
            });
          },
        },
      });

      const rows = await allApplied(app, ids);
      await sleep(300); // a duplicate applied late would show now
      expect(await app.db('applied_events').whereIn('eventId', ids)).toHaveLength(ids.length);
      expect(new Set(rows.map((r) => r.eventId)).size).toBe(ids.length);

      const transactions = new Set(rows.map((r) => r.instance));
      expect(transactions.size).toBeLessThan(ids.length);
      expect(
        Math.max(...[...transactions].map((tx) => rows.filter((r) => r.instance === tx).length)),
      ).toBeLessThanOrEqual(16);
      // One flush per transaction, in that transaction, with exactly the events it applied.
      expect(flushes.map((f) => f.tx).sort()).toEqual([...transactions].sort());
      for (const f of flushes)
        expect(f.items.sort()).toEqual(
          rows
            .filter((r) => r.instance === f.tx)
            .map((r) => r.eventId)
            .sort(),
        );
    });

    it('applies the rest of a failed batch one by one and dead-letters only the poison event', async () => {
      const ns = namespace();
      const poison = profileDeleted();
      const bad = await publishEvent(ns, 'profile.profile.deleted', poison);
      const good: string[] = [];
      for (let i = 0; i < 20; i++)
        good.push((await publishEvent(ns, 'profile.profile.deleted', profileDeleted())).id);

      const app = await start(testEnv(db, ns, { CONSUMER_MAX_DELIVER: '2', CONSUMER_RETRY_BASE_MS: '50' }), {
        applyBatch: 50,
        handlers: {
          'profile.profile.deleted': async (event, { trx }) => {
            await trx('applied_events').insert({ eventId: event.id, instance: 'a' });
            if (event.data.userId === poison.userId) throw new Error('cannot apply this one');
          },
        },
      });

      await waitFor(async () => (await app.db('dead_letters').where({ eventId: bad.id })).length === 1, {
        what: 'the dead letter',
        timeoutMs: 20_000,
      });
      await waitFor(
        async () => (await app.db('applied_events').whereIn('eventId', good)).length === good.length,
        {
          what: 'every other event to be applied',
        },
      );
      await sleep(300); // anything applied twice, or the poison applied after all, would show now
      const applied: Array<{ eventId: string }> = await app
        .db('applied_events')
        .whereIn('eventId', [...good, bad.id]);
      expect(applied.map((r) => r.eventId).sort()).toEqual([...good].sort());
      expect(await app.db('processed_events').where({ eventId: bad.id })).toHaveLength(0);
    });
  });
});
