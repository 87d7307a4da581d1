import { notificationsRoutes } from '@app/contracts/notifications/http';
import {
  consumers,
  createService,
  database,
  decorate,
  nats,
  outbox,
  use,
  watchJobQueues,
} from '@app/service-kit';
import { migrations } from '../migrations';
import type { NotificationsConfig } from './config';
import { NotificationIntake } from './intake';
import { MailDelivery, MailEnqueuer, MailQueue, MailSweeper, MailWorker, Mailer, bullPrefix } from './mail';
import { NotificationsService, notificationRoutes } from './notifications';
import { personalDataRoutes } from './personal-data';
import { PreferencesService, preferenceRoutes, unsubscribeKey, unsubscribeRoutes } from './preferences';
import { notificationSubscriptions } from './subscriptions';

/** The mail machinery, exposed for tests and operators. */
interface MailRuntime {
  queue: MailQueue;
  delivery: MailDelivery;
  sweeper: MailSweeper;
  /** Null when MAIL_WORKER_ENABLED is false (another replica sends). */
  worker: MailWorker | null;
}

/**
 * Notifications owns the notifications people see under the bell, their email preferences, and
 * the mail sent about them: immediate emails and digests through a BullMQ queue.
 */
export async function buildApp(config: NotificationsConfig) {
  const app = await createService({
    name: 'notifications',
    config,
    routes: Object.values(notificationsRoutes),
  })
    .then(use(database, { migrations }))
    .then(use(nats))
    .then(use(outbox, { stream: 'notifications' }));

  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  const key = unsubscribeKey(config.INTERNAL_AUTH_SECRET);
  const prefix = bullPrefix(config.REDIS_PREFIX);
  const log = app.log.child({ component: 'mail' });

  const queue = new MailQueue(
    {
      redisUrl: config.REDIS_URL,
      prefix,
      attempts: config.MAIL_ATTEMPTS,
      retryBaseMs: config.MAIL_RETRY_BASE_MS,
      dailyCron: config.DIGEST_DAILY_CRON,
      weeklyCron: config.DIGEST_WEEKLY_CRON,
      timeZone: config.DIGEST_TZ,
    },
    log,
  );
  watchJobQueues(app.metrics, [queue.queue]);
  const mailer = new Mailer(config.SMTP_URL, config.MAIL_FROM);
  const delivery = new MailDelivery(
    app.db,
    mailer,
    queue,
    { publicUrl, mailFrom: config.MAIL_FROM, timeZone: config.DIGEST_TZ, unsubscribeKey: key },
    log,
  );
  const worker = config.MAIL_WORKER_ENABLED
    ? new MailWorker(
        { redisUrl: config.REDIS_URL, prefix, concurrency: config.MAIL_CONCURRENCY },
        delivery,
        log,
      )
    : null;
  const sweeper = new MailSweeper(app.db, queue, config.MAIL_SWEEP_MS, log);
  const enqueuer = new MailEnqueuer(app.db, queue, log);
  const intake = new NotificationIntake(queue, enqueuer, app.events);

  app.addHook('onReady', async () => {
    worker?.start();
    sweeper.start();
  });
  // Stop sending before the kit closes the database under the worker's transactions.
  app.addHook('preClose', async () => {
    await sweeper.stop();
    await enqueuer.close();
    await worker?.close();
  });
  app.addHook('onClose', async () => {
    await queue.close();
    mailer.close();
  });

  const notifications = new NotificationsService(app.db, app.events);
  const preferences = new PreferencesService(app.db, key);
  await app.register(notificationRoutes, { notifications });
  await app.register(preferenceRoutes, { preferences });
  await app.register(unsubscribeRoutes, { preferences, publicUrl });
  await app.register(personalDataRoutes, { db: app.db });
  await use(consumers, {
    subscriptions: notificationSubscriptions(
      intake,
      config.CONSUMER_CONCURRENCY,
      config.CONSUMER_APPLY_BATCH,
    ),
  })(app);
  const mail: MailRuntime = { queue, delivery, sweeper, worker };
  return decorate(app, 'mail', mail);
}

export type NotificationsApp = Awaited<ReturnType<typeof buildApp>>;
