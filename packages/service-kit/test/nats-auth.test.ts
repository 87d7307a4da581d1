import { connect } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventData } from '@app/contracts/events';
import { natsServers } from '../src';
import {
  EventRecorder,
  createTestDatabase,
  startPrivateNats,
  testEnv,
  uniqueName,
  type PrivateServer,
  type TestDatabase,
} from '../src/testing';
import { buildFixture } from './fixture-service';

/** Issue 21: NATS takes a password (compose sets one), carried in NATS_URL and never logged. */

describe('natsServers', () => {
  it('takes the credentials out of the addresses', () => {
    expect(natsServers('nats://127.0.0.1:4222')).toEqual({ servers: ['nats://127.0.0.1:4222'] });
    expect(natsServers('nats://rc:s%40cret@nats:4222, nats://nats-2:4222')).toEqual({
      servers: ['nats://nats:4222', 'nats://nats-2:4222'],
      user: 'rc',
      pass: 's@cret',
    });
    expect(natsServers('rc:pw@localhost:4222')).toEqual({
      servers: ['nats://localhost:4222'],
      user: 'rc',
      pass: 'pw',
    });
  });
});

describe('a service on a NATS server with a password', () => {
  let nats: PrivateServer;
  let db: TestDatabase;
  beforeAll(async () => {
    [nats, db] = await Promise.all([
      startPrivateNats({ user: 'research-connect', password: 'a long nats password / with symbols' }),
      createTestDatabase(),
    ]);
  });
  afterAll(async () => {
    await nats?.dispose();
    await db?.drop();
  });

  it('is refused without the password', async () => {
    const bare = nats.url.replace(/\/\/[^@]*@/, '//');
    await expect(connect({ servers: bare, reconnect: false })).rejects.toThrow(/authorization/i);
  });

  it('connects with the password in NATS_URL and publishes its events', async () => {
    const ns = uniqueName('na');
    const recorder = await new EventRecorder(ns, nats.url).start();
    const app = await buildFixture({ env: testEnv(db, ns, { NATS_URL: nats.url, OUTBOX_POLL_MS: '100' }) });
    try {
      await app.ready();
      const data: EventData<'identity.user.deleted'> = {
        userId: crypto.randomUUID(),
        email: null,
        deletedBy: null,
      };
      await app.db.transaction((trx) => app.events.publish(trx, 'identity.user.deleted', data));
      const seen = await recorder.waitFor('identity.user.deleted', (e) => e.data.userId === data.userId);
      expect(seen.data).toEqual(data);
    } finally {
      await app.close();
      await recorder.stop();
    }
  });
});
