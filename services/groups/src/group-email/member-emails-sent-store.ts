import type { Knex } from 'knex';

const TABLE = 'member_emails_sent';

/** Messages leaders sent to their groups through Research Connect (the rate limit's count). */
export const memberEmailsSentStore = {
  /**
   * Holds the leader's sends until the transaction ends, so two sends at once are counted one
   * after the other and cannot both slip under the limit.
   */
  async lockSender(trx: Knex.Transaction, fromUserId: string): Promise<void> {
    await trx.raw("SELECT pg_advisory_xact_lock(hashtextextended('groups.member_emails_sent:' || ?, 0))", [
      fromUserId,
    ]);
  },

  /** The leader's sends after `since`: how many, and when the oldest of them was. */
  async sentSince(
    db: Knex,
    fromUserId: string,
    since: string,
  ): Promise<{ count: number; oldest: string | null }> {
    const [row] = await db(TABLE)
      .where({ fromUserId })
      .where('sentAt', '>', since)
      .select(db.raw('count(*)::int AS count'), db.raw('min(sent_at) AS oldest'));
    return { count: Number(row?.count ?? 0), oldest: row?.oldest ?? null };
  },

  async insert(
    db: Knex,
    row: { id: string; groupId: string; fromUserId: string; recipientCount: number; sentAt: string },
  ): Promise<void> {
    await db(TABLE).insert(row);
  },

  removeAllOfUser(db: Knex, fromUserId: string): Promise<number> {
    return db(TABLE).where({ fromUserId }).delete();
  },
};
