import type { Knex } from 'knex';
import { markDeleted, type HandlerContext } from '@app/service-kit';
import { DEFAULT_EMAIL_PREFERENCE } from '@app/contracts/notifications/http';
import { deliveryPlan } from '../domain/delivery';
import type { NotificationDraft } from '../domain/notification-drafts';
import type { MailEnqueuer } from '../mail/mail-enqueuer';
import type { MailQueue } from '../mail/mail-queue';
import { notificationsStore } from '../store/notifications';
import { preferencesStore } from '../store/preferences';
import { mergeSeeds, recipientsStore, type RecipientSeed } from '../store/recipients';

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
  ) {}

  /**
   * Notifications for the event being handled. Written when the consumer's transaction has run
   * every handler sharing it: the drafts of all events applied together go in one statement.
   */
  record(ctx: HandlerContext, drafts: NotificationDraft[], seeds: RecipientSeed[] = []): void {
    ctx.collect<Recorded>(RECORD, { drafts, seeds }, (trx, items) => this.write(trx, items, ctx.log));
  }

  private async write(trx: Knex.Transaction, items: Recorded[], log: Logger): Promise<void> {
    const inserted = await notificationsStore.record(
      trx,
      items.flatMap((i) => i.drafts.map((d) => ({ ...d, plan: deliveryPlan(d.type) }))),
      mergeSeeds(items.flatMap((i) => i.seeds)),
      DEFAULT_EMAIL_PREFERENCE,
    );
    const immediate = inserted.filter((r) => r.delivery === 'immediate').map((r) => r.id);
    if (immediate.length > 0) afterCommit(trx, () => this.enqueuer.add(immediate), log);
  }

  /**
   * `identity.user.deleted`: everything held about the person goes; queued emails are withdrawn.
   * The deletion is marked first (when it was learnt: the sweep of stragglers looks at recent ones).
   */
  async forget(trx: Knex.Transaction, userId: string, log: Logger): Promise<void> {
    await markDeleted(trx, userId);
    const pending = await notificationsStore.pendingMailIds(trx, userId);
    const removed = await notificationsStore.deleteForUser(trx, userId);
    await preferencesStore.remove(trx, userId);
    await recipientsStore.remove(trx, userId);
    log.info({ userId, notifications: removed }, 'deleted account purged');
    if (pending.length > 0) afterCommit(trx, () => this.mail.removeNotificationJobs(pending), log);
  }
}
