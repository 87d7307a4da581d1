import { z } from 'zod';
import type { UserContext } from '@app/contracts';
import {
  baseConfigSchema,
  consumers,
  createService,
  currentUser,
  database,
  loadConfig,
  nats,
  outbox,
  use,
  type HandlerMap,
  type Migration,
} from '../src';

/** A small service built with the kit, as a real one would be, for testing the kit itself. */
const widgetMigrations: Migration[] = [
  {
    name: '0001_widgets',
    async up(knex) {
      await knex.schema.createTable('widgets', (t) => {
        t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
        t.text('name').notNullable();
        t.integer('size').notNullable();
      });
      await knex.schema.createTable('applied_events', (t) => {
        t.bigIncrements('id');
        t.uuid('eventId').notNullable();
        t.text('instance').notNullable();
      });
    },
  },
];

const routes = [
  { method: 'GET', path: '/api/widgets/me', auth: 'user' },
  { method: 'POST', path: '/api/widgets', auth: 'user' },
  { method: 'GET', path: '/api/widgets/admin', auth: 'admin' },
  { method: 'GET', path: '/api/widgets/public', auth: 'public' },
] as const;

export interface FixtureOptions {
  env: Record<string, string | undefined>;
  instance?: string;
  handlers?: HandlerMap;
  batch?: number;
  concurrency?: number;
  applyBatch?: number;
}

/** The fixture as `buildFixture` gives it: a database, NATS and an outbox. */
export type FixtureApp = Awaited<ReturnType<typeof buildFixture>>;

export async function buildFixture(opts: FixtureOptions) {
  const config = loadConfig('widgets', baseConfigSchema, { ...opts.env, DB_SCHEMA: 'widgets' });
  const app = await createService({ name: 'widgets', config, routes })
    .then(use(database, { migrations: widgetMigrations }))
    .then(use(nats))
    .then(use(outbox, { stream: 'identity' }));
  app.get('/api/widgets/me', { config: { auth: 'user' } }, async (req): Promise<UserContext> =>
    currentUser(req),
  );
  app.get('/api/widgets/admin', { config: { auth: 'admin' } }, async () => ({ ok: true }));
  app.get('/api/widgets/public', { config: { auth: 'public' } }, async (req) => ({ user: req.user }));
  app.post(
    '/api/widgets',
    {
      config: { auth: 'user' },
      schema: {
        body: z.object({
          name: z.string().trim().min(1, 'Name is required'),
          size: z.number().int().positive(),
        }),
      },
    },
    async (req, reply) => {
      const [row] = await app.db('widgets').insert(req.body).returning('*');
      return reply.status(201).send(row);
    },
  );
  const subscriptions = opts.handlers
    ? [
        {
          stream: 'profile' as const,
          handlers: opts.handlers,
          batch: opts.batch,
          concurrency: opts.concurrency,
          applyBatch: opts.applyBatch,
        },
      ]
    : [];
  return use(consumers, { subscriptions })(app);
}
