import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, preparedQuery, type Migration } from '../src';
import { migrate } from '../src/db';
import { createTestDatabase, type TestDatabase } from '../src/testing';

let db: TestDatabase;
const opts = () => ({ url: db.url, schema: 'prep', poolMax: 2, applicationName: 'prep-test' });
const migrations: Migration[] = [
  {
    name: '0001_things',
    async up(knex) {
      await knex.schema.createTable('things', (t) => {
        t.integer('id').primary();
        t.text('displayName').notNullable();
        t.specificType('tags', 'text[]').notNullable();
      });
      await knex('things').insert([
        { id: 1, displayName: 'one', tags: ['a', 'b'] },
        { id: 2, displayName: 'two', tags: ['b'] },
      ]);
    },
  },
];

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

it('returns camelCase rows for bindings and arrays, and is prepared once per connection', async () => {
  const knex = createDatabase(opts());
  try {
    await migrate(knex, opts(), migrations);
    const sql = 'SELECT id, display_name FROM things WHERE tags && ?::text[] AND id >= ? ORDER BY id';
    for (let i = 0; i < 3; i++) {
      expect(await preparedQuery(knex, sql, [['a', 'b'], 1])).toEqual([
        { id: 1, displayName: 'one' },
        { id: 2, displayName: 'two' },
      ]);
    }
    expect(await preparedQuery(knex, sql, [['a'], 1])).toEqual([{ id: 1, displayName: 'one' }]);
    const prepared = await knex.raw(
      "SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE '%FROM things%'",
    );
    // Each pooled connection holds the statement at most once (this one may be another connection).
    expect(prepared.rows[0].n).toBeLessThanOrEqual(1);
    const inTransaction = await knex.transaction((trx) => preparedQuery(trx, sql, [['b'], 2]));
    expect(inTransaction).toEqual([{ id: 2, displayName: 'two' }]);
  } finally {
    await knex.destroy();
  }
});
