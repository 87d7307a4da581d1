import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import type { BaseConfig } from '../config';
import { createDatabase, kitMigrations, migrate, type Migration } from '../db';
import { closeWithApp, type KitPlugin } from '../kit-plugin';

export interface DatabaseDecorations {
  /** Knex bound to this service's own schema, migrated. */
  db: Knex;
}

export interface DatabasePluginOptions {
  /** The service's migrations, run after the kit's own (outbox, processed events, dead letters). */
  migrations?: Migration[];
}

/** The schema a service owns: `DB_SCHEMA`, else the service's name. */
export const schemaOf = (config: BaseConfig, service: string): string => config.DB_SCHEMA ?? service;

/**
 * `app.db`: knex bound to the service's schema. Registering it migrates, under a PostgreSQL
 * advisory lock, before anything registered after it (consumers above all) can run; `/readyz`
 * asks the database; the pool is closed last of all, after whatever was registered later stopped.
 */
export const database: KitPlugin<DatabasePluginOptions, DatabaseDecorations> = fp(
  async (app: FastifyInstance, opts: DatabasePluginOptions) => {
    const config = app.baseConfig;
    const dbOpts = {
      url: config.DATABASE_URL,
      schema: schemaOf(config, app.serviceName),
      poolMax: config.DB_POOL_MAX,
      applicationName: app.serviceName,
    };
    const db = createDatabase(dbOpts);
    app.decorate('db', db);
    closeWithApp(app, () => db.destroy());
    await migrate(db, dbOpts, [...kitMigrations, ...(opts.migrations ?? [])]);
    app.readiness.set('database', async () => {
      await db.raw('SELECT 1');
    });
  },
  {
    name: 'kit-database',
    fastify: '5.x',
    decorators: { fastify: ['baseConfig', 'serviceName', 'readiness'] },
  },
);
