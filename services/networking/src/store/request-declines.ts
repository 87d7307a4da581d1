import type { Knex } from 'knex';
import type { ConnectionType } from '@app/contracts/networking/events';

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
  async removeUser(db: Knex, userId: string): Promise<void> {
    await db('requestDeclines').where({ fromUserId: userId }).orWhere({ toUserId: userId }).delete();
  },
};
