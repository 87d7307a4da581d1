import type { Knex } from 'knex';
import type { ConnectionType } from '@app/contracts/networking/events';
import { preparedQuery } from '@app/service-kit';
import { askAgainFrom } from './request-cooldown';

/** request_declines: the latest decline per sender, addressee and kind of request. */
export const requestDeclinesStore = {
  async record(
    trx: Knex.Transaction,
    row: { fromUserId: string; toUserId: string; connectionType: ConnectionType },
  ) {
    const { fromUserId, toUserId, connectionType } = row;
    await trx('requestDeclines')
      .insert({ fromUserId, toUserId, connectionType, declinedAt: trx.fn.now() })
      .onConflict(['fromUserId', 'toUserId', 'connectionType'])
      .merge(['declinedAt']);
  },
  async latest(
    db: Knex,
    fromUserId: string,
    toUserId: string,
    connectionType: ConnectionType,
  ): Promise<string | null> {
    const row: { declinedAt: string | Date } | undefined = await db('requestDeclines')
      .where({ fromUserId, toUserId, connectionType })
      .first('declinedAt');
    return row ? new Date(row.declinedAt).toISOString() : null;
  },
  /** Those of `toUserIds` whom `fromUserId` may not send this kind of request to yet (request-cooldown.ts). */
  async waitingFrom(
    db: Knex,
    fromUserId: string,
    toUserIds: readonly string[],
    connectionType: ConnectionType,
  ): Promise<Set<string>> {
    if (toUserIds.length === 0) return new Set();
    // (Prepared: discovery asks this for every page it shows.)
    const rows = await preparedQuery<{ toUserId: string; declinedAt: string | Date }>(
      db,
      `SELECT to_user_id, declined_at FROM request_declines
        WHERE from_user_id = ? AND connection_type = ? AND to_user_id = ANY(?::uuid[])`,
      [fromUserId, connectionType, [...new Set(toUserIds)]],
    );
    const now = new Date();
    return new Set(rows.filter((r) => askAgainFrom(r.declinedAt, now)).map((r) => r.toUserId));
  },
  async removeUser(db: Knex, userId: string): Promise<void> {
    await db('requestDeclines').where({ fromUserId: userId }).orWhere({ toUserId: userId }).delete();
  },
};
