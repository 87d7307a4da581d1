import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDatabase,
  deletedUsersMigration,
  isDeleted,
  markDeleted,
  upsertIfNewer,
  type Migration,
  type PeopleTable,
} from '../src';
import { migrate } from '../src/db';
import { createTestDatabase, type TestDatabase } from '../src/testing';

interface PersonRow {
  userId: string;
  name: string;
  seenAt: string | null;
}
const people: PeopleTable<PersonRow> = { table: 'people', key: 'userId', version: 'seenAt' };

const migrations: Migration[] = [
  {
    name: '0001_people',
    async up(knex) {
      await knex.schema.createTable('people', (t) => {
        t.uuid('userId').primary();
        t.text('name').notNullable();
        t.timestamp('seenAt', { useTz: true });
      });
      // A copy of the markers as services made them before the kit held them (no default).
      await knex.schema.createTable('deletedUsers', (t) => {
        t.uuid('userId').primary();
        t.timestamp('deletedAt', { useTz: true }).notNullable();
      });
    },
  },
  deletedUsersMigration,
];

let testDb: TestDatabase;
let db: Knex;
const opts = () => ({ url: testDb.url, schema: 'people_kit', poolMax: 4, applicationName: 'people-test' });

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = createDatabase(opts());
  await migrate(db, opts(), migrations);
});
afterAll(async () => {
  await db?.destroy();
  await testDb?.drop();
});

const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const apply = (row: PersonRow) => db.transaction((trx) => upsertIfNewer(trx, people, row));
const nameOf = async (userId: string) => (await db('people').where({ userId }).first())?.name;

describe('upsertIfNewer', () => {
  it('stores a newer or equally new snapshot and keeps the held one against an older', async () => {
    const userId = randomUUID();
    expect(await apply({ userId, name: 'First', seenAt: minutesFromNow(0) })).toBe(true);
    expect(await apply({ userId, name: 'Newer', seenAt: minutesFromNow(5) })).toBe(true);
    expect(await apply({ userId, name: 'Older', seenAt: minutesFromNow(1) })).toBe(false);
    expect(await nameOf(userId)).toBe('Newer');
    const held = (await db('people').where({ userId }).first()).seenAt as string;
    expect(await apply({ userId, name: 'Same time', seenAt: held })).toBe(true);
    expect(await nameOf(userId)).toBe('Same time');
  });

  it('replaces a row without a version (filled from elsewhere) with any snapshot', async () => {
    const userId = randomUUID();
    await db('people').insert({ userId, name: 'Seeded', seenAt: null });
    expect(await apply({ userId, name: 'From identity', seenAt: minutesFromNow(-60) })).toBe(true);
    expect(await nameOf(userId)).toBe('From identity');
  });

  it('never brings back a deleted person, however new the snapshot', async () => {
    const userId = randomUUID();
    await apply({ userId, name: 'Gone soon', seenAt: minutesFromNow(0) });
    await db.transaction(async (trx) => {
      await markDeleted(trx, userId, minutesFromNow(1));
      await trx('people').where({ userId }).delete();
    });
    expect(await apply({ userId, name: 'Late', seenAt: minutesFromNow(60) })).toBe(false);
    expect(await nameOf(userId)).toBeUndefined();
  });

  it('waits for a purge under way, then sees the deletion', async () => {
    const userId = randomUUID();
    let purgeMarked!: () => void;
    const marked = new Promise<void>((resolve) => (purgeMarked = resolve));
    let finishPurge!: () => void;
    const purgeMayFinish = new Promise<void>((resolve) => (finishPurge = resolve));
    const purge = db.transaction(async (trx) => {
      await markDeleted(trx, userId);
      purgeMarked();
      await purgeMayFinish;
    });
    await marked;
    const snapshot = apply({ userId, name: 'Raced', seenAt: minutesFromNow(0) });
    // The snapshot is held at the person's lock until the purge commits.
    await new Promise((r) => setTimeout(r, 200));
    finishPurge();
    await purge;
    expect(await snapshot).toBe(false);
    expect(await nameOf(userId)).toBeUndefined();
  });
});

describe('markDeleted and isDeleted', () => {
  it('remember a deletion once, at its time or else now', async () => {
    const [early, now] = [randomUUID(), randomUUID()];
    const at = '2024-03-01T10:00:00.000Z';
    await db.transaction(async (trx) => {
      await markDeleted(trx, early, at);
      await markDeleted(trx, early, minutesFromNow(0)); // a redelivery keeps the first time
      await markDeleted(trx, now);
    });
    expect(await isDeleted(db, early)).toBe(true);
    expect(await isDeleted(db, now)).toBe(true);
    expect(await isDeleted(db, randomUUID())).toBe(false);
    expect((await db('deletedUsers').where({ userId: early }).first()).deletedAt).toBe(at);
  });

  it('the kit migration creates the table where a service had none', async () => {
    const schema = 'people_fresh';
    const fresh = createDatabase({ ...opts(), schema });
    try {
      await migrate(fresh, { ...opts(), schema }, [deletedUsersMigration]);
      await fresh.transaction((trx) => markDeleted(trx, randomUUID()));
      expect(await fresh('deletedUsers').count({ n: '*' })).toEqual([{ n: 1 }]);
    } finally {
      await fresh.destroy();
    }
  });
});
