import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createDatabase, kitMigrations, migrate } from '@app/service-kit';
import { createTestDatabase, type TestDatabase } from '@app/service-kit/testing';
import { migrations } from '../migrations';

// Researchers stored before topic_counts existed get their counts from the topics they hold.
describe('migration 0011: topic counts', () => {
  let database: TestDatabase;
  let db: Knex;
  const opts = () => ({ url: database.url, schema: 'networking', poolMax: 2, applicationName: 'test' });

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDatabase(opts());
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('fills each researcher’s counts in the order of their indexed topics', async () => {
    const upTo = migrations.findIndex((m) => m.name === '0011_topic_counts');
    expect(upTo).toBeGreaterThan(0);
    await migrate(db, opts(), [...kitMigrations, ...migrations.slice(0, upTo)]);
    const topic = (id: string, count: number) => ({
      id,
      name: id,
      count,
      subfield: null,
      field: null,
      domain: null,
    });
    const insert = (name: string, topicIds: string[], researchTopics: unknown) =>
      db('researchers').insert({
        profileId: randomUUID(),
        userId: randomUUID(),
        name,
        topicIds,
        researchTopics: researchTopics === null ? null : JSON.stringify(researchTopics),
        updatedAt: new Date().toISOString(),
      });
    await insert('Ada', ['T2', 'T1'], {
      topics: [topic('T1', 4), topic('T2', 7), topic('T3', 1)],
      source: 'OpenAlex',
      fetchedAt: '2026-11-01T00:00:00.000Z',
    });
    await insert('Ben', [], null);

    await migrate(db, opts(), [...kitMigrations, ...migrations]);

    const rows: Array<{ name: string; topicCounts: number[] }> = await db('researchers')
      .select('name', 'topicCounts')
      .orderBy('name');
    expect(rows).toEqual([
      { name: 'Ada', topicCounts: [7, 4] },
      { name: 'Ben', topicCounts: [] },
    ]);
  });
});
