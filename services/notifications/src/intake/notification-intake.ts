import type { Knex } from 'knex';
import { markDeleted, type EventPublisher, type HandlerContext } from '@app/service-kit';
import { DEFAULT_EMAIL_PREFERENCE } from '@app/contracts/notifications/http';
import { deliveryPlan, type MailEnqueuer, type MailQueue } from '../mail';
import { notificationsStore } from '../notifications';
import { preferencesStore } from '../preferences';
import { mergeSeeds, recipientsStore, type RecipientSeed } from '../shared/recipients-store';
import { intakeStore } from './intake-store';
import type { NotificationDraft } from './notification-drafts';

type Logger = HandlerContext['log'];

/** What one event's handler records: gathered per transaction under RECORD. */
interface Recorded {
  drafts: NotificationDraft[];
  seeds: RecipientSeed[];
}
const RECORD = Symbol('notifications.record');

/**
 * Runs `work` once `trx` has committed (never if it rolls back). A job queued before the commit
 * could run before its row is visible, and a rolled-back row must not be mailed.
 */
function afterCommit(trx: Knex.Transaction, work: () => Promise<void> | void, log: Logger): void {
  trx.executionPromise.then(
    async () => {
      try {
        await work();
      } catch (err) {
        log.warn({ err: (err as Error).message }, 'after-commit work failed');
      }
    },
    () => undefined,
  );
}

/**
 * Turns events into notifications, inside the consumer's transaction: writes them for the people
 * concerned (never for deleted accounts), decides how each is mailed, and after the commit puts
 * the immediate ones in the mail queue. Also forgets people when their account is deleted.
 */
export class NotificationIntake {
  constructor(
    private readonly mail: MailQueue,
    private readonly enqueuer: MailEnqueuer,
    private readonly events: EventPublisher,
  ) {}

  /**
   * Notifications for the event being handled. Written when the consumer's transaction has run
   * every handler sharing it: the drafts of all events applied together go in one statement.
   */
  record(ctx: HandlerContext, drafts: NotificationDraft[], seeds: RecipientSeed[] = []): void {
    ctx.collect<Recorded>(RECORD, { drafts, seeds }, (trx, items) => this.write(trx, items, ctx.log));
  }

  private async write(trx: Knex.Transaction, items: Recorded[], log: Logger): Promise<void> {
    const inserted = await intakeStore.record(
      trx,
      items.flatMap((i) => i.drafts.map((d) => ({ ...d, plan: deliveryPlan(d.type) }))),
      mergeSeeds(items.flatMap((i) => i.seeds)),
      DEFAULT_EMAIL_PREFERENCE,
    );
    // In the same transaction (one statement for the batch): whoever hears of a notification
    // (live updates, the bell) finds it written.
    await this.events.publishMany(
      trx,
      'notifications.notification.created',
      inserted.map(({ id, userId, type }) => ({ userId, notificationId: id, type })),
    );
    const immediate = inserted.filter((r) => r.delivery === 'immediate').map((r) => r.id);
    if (immediate.length > 0) afterCommit(trx, () => this.enqueuer.add(immediate), log);
  }

  /**
   * A request that was answered, withdrawn or cleared is no longer news: the addressee's
   * notifications of it are marked read, and each is announced as read in the same transaction.
   */
  async markRequestAnswered(trx: Knex.Transaction, userId: string, connectionId: string): Promise<void> {
    const read = await intakeStore.markRequestAnswered(trx, userId, connectionId);
    await this.events.publishMany(
      trx,
      'notifications.notification.read',
      read.map((row) => ({ userId: row.userId, notificationId: row.id, type: row.type })),
    );
  }

  /**
   * `identity.user.deleted`: everything held about the person goes; queued emails are withdrawn.
   * The deletion is marked first (when it was learnt: the sweep of stragglers looks at recent ones).
   */
  async forget(trx: Knex.Transaction, userId: string, log: Logger): Promise<void> {
    await markDeleted(trx, userId);
    const pending = await intakeStore.pendingMailIds(trx, userId);
    const removed = await notificationsStore.deleteForUser(trx, userId);
    await preferencesStore.remove(trx, userId);
    await recipientsStore.remove(trx, userId);
    log.info({ userId, notifications: removed }, 'deleted account purged');
    if (pending.length > 0) afterCommit(trx, () => this.mail.removeNotificationJobs(pending), log);
  }
}
