import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, deletedUsersMigration, isDeleted, purgePerson } from '../src';
import { migrate } from '../src/db';
import { createTestDatabase, type TestDatabase } from '../src/testing';

let testDb: TestDatabase;
let db: Knex;
const opts = () => ({ url: testDb.url, schema: 'person_purge', poolMax: 2, applicationName: 'purge-test' });

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = createDatabase(opts());
  await migrate(db, opts(), [deletedUsersMigration]);
});
afterAll(async () => {
  await db?.destroy();
  await testDb?.drop();
});

describe('purgePerson', () => {
  it('marks the id deleted first, then removes what they own, ends each membership and forgets the rest', async () => {
    const userId = randomUUID();
    const at = '2024-03-01T10:00:00.000Z';
    const steps: string[] = [];
    await db.transaction((trx) =>
      purgePerson(trx, userId, at, {
        async removeOwned(t, id, when) {
          steps.push(`removeOwned ${id === userId} ${when} deleted=${await isDeleted(t, id)}`);
        },
        async memberships(_t, id) {
          steps.push(`memberships ${id === userId}`);
          return ['group-a', 'group-b'];
        },
        async endMembership(_t, membership, when) {
          steps.push(`end ${membership} ${when}`);
        },
        async forget(_t, id, when) {
          steps.push(`forget ${id === userId} ${when}`);
        },
      }),
    );
    expect(steps).toEqual([
      `removeOwned true ${at} deleted=true`,
      'memberships true',
      `end group-a ${at}`,
      `end group-b ${at}`,
      `forget true ${at}`,
    ]);
    expect((await db('deletedUsers').where({ userId }).first()).deletedAt).toBe(at);
  });

  it('needs no removeOwned where a person owns nothing others share', async () => {
    const userId = randomUUID();
    const steps: string[] = [];
    await db.transaction((trx) =>
      purgePerson(trx, userId, new Date().toISOString(), {
        memberships: async () => [],
        endMembership: async () => void steps.push('end'),
        forget: async (t, id) => void steps.push(`forget deleted=${await isDeleted(t, id)}`),
      }),
    );
    expect(steps).toEqual(['forget deleted=true']);
  });
});
