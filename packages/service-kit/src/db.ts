import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';

// Timestamps leave the database as ISO-8601 strings (what the JSON contracts carry), dates as
// `YYYY-MM-DD`, and bigint counts as numbers (counts here stay far below 2^53).
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (v) => new Date(v).toISOString());
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (v) => new Date(`${v}Z`).toISOString());
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));

export const toSnakeCase = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
export const toCamelCase = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

// Column names are few and come back on every row: each is converted once.
const camelNames = new Map<string, string>();
function camelName(column: string): string {
  let name = camelNames.get(column);
  if (name === undefined) {
    name = toCamelCase(column);
    if (camelNames.size < 10_000) camelNames.set(column, name);
  }
  return name;
}

function camelRow(row: unknown): unknown {
  if (row === null || typeof row !== 'object' || Array.isArray(row)) return row;
  const out: Record<string, unknown> = {};
  for (const k in row) out[camelName(k)] = (row as Record<string, unknown>)[k];
  return out;
}

function camelResult(result: unknown): unknown {
  if (Array.isArray(result)) return result.map(camelRow);
  if (result && typeof result === 'object' && 'rows' in result && 'command' in result) {
    const raw = result as { rows: unknown[] };
    raw.rows = raw.rows.map(camelRow);
    return raw;
  }
  return camelRow(result);
}

export interface DatabaseOptions {
  url: string;
  schema: string;
  poolMax: number;
  applicationName: string;
}

/**
 * Knex bound to one schema. Code speaks camelCase; the database stores snake_case. Only top-level
 * column names are converted (JSON values keep their keys).
 */
export function createDatabase(opts: DatabaseOptions): Knex {
  return knexFactory({
    client: 'pg',
    connection: { connectionString: opts.url, application_name: opts.applicationName },
    searchPath: [opts.schema, 'public'],
    pool: {
      min: 0,
      max: opts.poolMax,
      afterCreate: (conn: pg.Client, done: (err: Error | null, conn: pg.Client) => void) => {
        conn.query("SET TIME ZONE 'UTC'", (err) => done(err ?? null, conn));
      },
    },
    acquireConnectionTimeout: 5000,
    wrapIdentifier: (value, origImpl) => origImpl(value === '*' ? value : toSnakeCase(value)),
    postProcessResponse: (result) => camelResult(result),
  });
}

export interface Migration {
  name: string;
  up(knex: Knex): Promise<void>;
  down?(knex: Knex): Promise<void>;
}

class ListMigrationSource implements Knex.MigrationSource<Migration> {
  constructor(private readonly list: Migration[]) {}
  getMigrations() {
    return Promise.resolve(this.list);
  }
  getMigrationName(m: Migration) {
    return m.name;
  }
  getMigration(m: Migration) {
    return Promise.resolve({ up: m.up, down: m.down ?? (async () => undefined) });
  }
}

/**
 * Creates the schema and runs the migrations while holding a PostgreSQL advisory lock, so several
 * replicas starting together migrate once and the others wait, then find nothing to do.
 */
export async function migrate(db: Knex, opts: DatabaseOptions, migrations: Migration[]): Promise<void> {
  const names = new Set<string>();
  for (const m of migrations) {
    if (names.has(m.name)) throw new Error(`Duplicate migration name ${m.name}`);
    names.add(m.name);
  }
  const lockClient = new pg.Client({
    connectionString: opts.url,
    application_name: `${opts.applicationName}:migrate`,
  });
  await lockClient.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock(hashtext($1))', [`migrate:${opts.schema}`]);
    await lockClient.query(`CREATE SCHEMA IF NOT EXISTS "${opts.schema}"`);
    await db.migrate.latest({
      migrationSource: new ListMigrationSource(migrations),
      schemaName: opts.schema,
      tableName: 'knex_migrations',
    });
  } finally {
    await lockClient
      .query('SELECT pg_advisory_unlock(hashtext($1))', [`migrate:${opts.schema}`])
      .catch(() => undefined);
    await lockClient.end().catch(() => undefined);
  }
}

/** Tables the kit itself needs in every service schema that has a database. */
export const kitMigrations: Migration[] = [
  {
    name: '0000_kit_outbox_and_inbox',
    async up(knex) {
      await knex.schema.createTable('outbox', (t) => {
        t.uuid('id').primary();
        t.text('type').notNullable();
        t.text('subject').notNullable();
        t.jsonb('envelope').notNullable();
        t.jsonb('headers').notNullable().defaultTo('{}');
        t.text('status').notNullable().defaultTo('pending'); // pending | sent | dead
        t.integer('attempts').notNullable().defaultTo(0);
        t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.text('last_error');
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.timestamp('sent_at', { useTz: true });
      });
      await knex.raw(
        `CREATE INDEX outbox_pending_idx ON outbox (next_attempt_at, created_at) WHERE status = 'pending'`,
      );
      await knex.schema.createTable('processed_events', (t) => {
        t.uuid('event_id').notNullable();
        t.text('consumer').notNullable();
        t.timestamp('processed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.primary(['event_id', 'consumer']);
      });
      await knex.schema.createTable('dead_letters', (t) => {
        t.bigIncrements('id');
        t.uuid('event_id');
        t.text('subject').notNullable();
        t.text('consumer').notNullable();
        t.text('payload').notNullable();
        t.text('error').notNullable();
        t.integer('deliveries').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
    },
  },
  {
    // Which replica relayed an outbox row and which applied an event (operations, scaling checks).
    name: '0001_kit_instances',
    async up(knex) {
      await knex.schema.alterTable('outbox', (t) => t.text('sent_by'));
      await knex.schema.alterTable('processed_events', (t) => t.text('instance'));
    },
  },
];

/** This process, as recorded in `outbox.sent_by` and `processed_events.instance`. */
export const INSTANCE_ID = `${hostname()}:${process.pid}`;

const statementNames = new Map<string, string>();

function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `q_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}

interface PooledClient {
  query(config: { name: string; text: string; values: readonly unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * Runs a hot read query as a named prepared statement on a pooled connection, so PostgreSQL plans
 * it once per connection instead of on every request: for short queries planning is most of the
 * database's work. Use fixed SQL text (bindings as `?`) outside transactions; rows come back in
 * camelCase like any knex query. Inside a transaction it falls back to a plain query.
 */
export async function preparedQuery<T>(db: Knex, sql: string, bindings: readonly unknown[]): Promise<T[]> {
  if ((db as Knex & { isTransaction?: boolean }).isTransaction) {
    const result = await db.raw(sql, bindings as Knex.RawBinding[]);
    return result.rows as T[];
  }
  const native = db
    .raw(sql, bindings as Knex.RawBinding[])
    .toSQL()
    .toNative();
  const client = db.client as {
    acquireConnection(): Promise<PooledClient>;
    releaseConnection(connection: PooledClient): Promise<void>;
  };
  const connection = await client.acquireConnection();
  try {
    const result = await connection.query({
      name: statementName(native.sql),
      text: native.sql,
      values: native.bindings,
    });
    return result.rows.map(camelRow) as T[];
  } finally {
    await client.releaseConnection(connection);
  }
}
