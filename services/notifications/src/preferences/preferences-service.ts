import type { Knex } from 'knex';
import type { EmailPreference, NotificationPreferences } from '@app/contracts/notifications/http';
import { badRequest, isDeleted } from '@app/service-kit';
import { preferencesStore } from './preferences-store';
import { verifyUnsubscribeToken } from './unsubscribe-token';

const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid.';

/** The signed-in person's email preference, and the email unsubscribe link. */
export class PreferencesService {
  constructor(
    private readonly db: Knex,
    private readonly unsubscribeKey: Buffer,
  ) {}

  async preferences(userId: string): Promise<NotificationPreferences> {
    return { email: await preferencesStore.get(this.db, userId) };
  }

  async setPreferences(userId: string, email: EmailPreference): Promise<NotificationPreferences> {
    await preferencesStore.set(this.db, userId, email);
    return { email };
  }

  /** Checks an unsubscribe token; the user id it was made for, or a 400. */
  userOfToken(token: string | undefined): string {
    const userId = verifyUnsubscribeToken(token, this.unsubscribeKey);
    if (!userId) throw badRequest(INVALID_UNSUBSCRIBE_LINK, 'INVALID_UNSUBSCRIBE_TOKEN');
    return userId;
  }

  /** One-click unsubscribe: notification emails off (a deleted account has nothing to turn off). */
  async unsubscribe(token: string | undefined): Promise<void> {
    const userId = this.userOfToken(token);
    await this.db.transaction(async (trx) => {
      if (await isDeleted(trx, userId)) return;
      await preferencesStore.set(trx, userId, 'off');
    });
  }
}
