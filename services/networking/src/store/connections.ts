import type { Knex } from 'knex';
import type { ConnectionStatus, ConnectionType } from '@app/contracts/networking/events';
import type { ConnectionMetadata, ConnectionRow } from '../domain/connections';

const COLUMNS = [
  'id',
  'fromUserId',
  'toUserId',
  'fromProfileId',
  'toProfileId',
  'connectionType',
  'status',
  'strength',
  'metadata',
  'message',
  'createdAt',
  'respondedAt',
] as const;

export interface NewConnection {
  fromUserId: string;
  toUserId: string;
  fromProfileId: string | null;
  toProfileId: string | null;
  connectionType: ConnectionType;
  metadata: ConnectionMetadata;
  message: string | null;
}

/** PostgreSQL's "unique violation": a concurrent request stored the same live connection first. */
export const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

export const connectionsStore = {
  byId(db: Knex, id: string): Promise<ConnectionRow | undefined> {
    return db('academicConnections').select(COLUMNS).where({ id }).first();
  },
  /** The row, locked for the rest of the transaction (answering and removing are read-then-write). */
  byIdForUpdate(trx: Knex.Transaction, id: string): Promise<ConnectionRow | undefined> {
    return trx('academicConnections').select(COLUMNS).where({ id }).forUpdate().first();
  },

  /** The live (pending or accepted) research-interest connection between two people, either way round. */
  livePair(trx: Knex.Transaction, a: string, b: string): Promise<ConnectionRow | undefined> {
    return trx('academicConnections')
      .select(COLUMNS)
      .where({ connectionType: 'research_interest' })
      .whereIn('status', ['pending', 'accepted'])
      .where((q) =>
        q.where({ fromUserId: a, toUserId: b }).orWhere((q2) => q2.where({ fromUserId: b, toUserId: a })),
      )
      .forUpdate()
      .first();
  },

  pendingRequest(
    trx: Knex.Transaction,
    fromUserId: string,
    toUserId: string,
    type: ConnectionType,
  ): Promise<ConnectionRow | undefined> {
    return trx('academicConnections')
      .select(COLUMNS)
      .where({ fromUserId, toUserId, connectionType: type, status: 'pending' })
      .first();
  },

  async insert(trx: Knex.Transaction, row: NewConnection): Promise<ConnectionRow> {
    const [created] = await trx('academicConnections')
      .insert({ ...row, metadata: JSON.stringify(row.metadata) })
      .returning(COLUMNS);
    return created as ConnectionRow;
  },

  async setStatus(trx: Knex.Transaction, id: string, status: ConnectionStatus): Promise<ConnectionRow> {
    const [updated] = await trx('academicConnections')
      .where({ id })
      .update({ status, respondedAt: trx.fn.now() })
      .returning(COLUMNS);
    return updated as ConnectionRow;
  },

  async remove(trx: Knex.Transaction, id: string): Promise<void> {
    await trx('academicConnections').where({ id }).delete();
  },

  /** Every connection and request involving a person, newest first. */
  involving(db: Knex, userId: string): Promise<ConnectionRow[]> {
    return db('academicConnections')
      .select(COLUMNS)
      .where({ fromUserId: userId })
      .orWhere({ toUserId: userId })
      .orderBy('createdAt', 'desc')
      .orderBy('id');
  },

  /** A person's accepted connections of every kind, most recently answered first. */
  accepted(db: Knex, userId: string): Promise<ConnectionRow[]> {
    return db('academicConnections')
      .select(COLUMNS)
      .where({ status: 'accepted' })
      .andWhere((q) => q.where({ fromUserId: userId }).orWhere({ toUserId: userId }))
      .orderBy('respondedAt', 'desc')
      .orderBy('id');
  },

  /** Live research-interest connections of a person (what discovery shows per researcher). */
  liveResearchConnections(db: Knex, userId: string): Promise<ConnectionRow[]> {
    return db('academicConnections')
      .select(COLUMNS)
      .where({ connectionType: 'research_interest' })
      .whereIn('status', ['pending', 'accepted'])
      .andWhere((q) => q.where({ fromUserId: userId }).orWhere({ toUserId: userId }));
  },

  /** Someone's outgoing requests of one kind, newest first. */
  outgoing(db: Knex, fromUserId: string, type: ConnectionType): Promise<ConnectionRow[]> {
    return db('academicConnections')
      .select(COLUMNS)
      .where({ fromUserId, connectionType: type })
      .orderBy('createdAt', 'desc')
      .orderBy('id');
  },

  /** Requests addressed to a person that are still pending or were declined (locked, for removal). */
  clearable(trx: Knex.Transaction, toUserId: string): Promise<ConnectionRow[]> {
    return trx('academicConnections')
      .select(COLUMNS)
      .where({ toUserId })
      .whereIn('status', ['pending', 'rejected'])
      .forUpdate();
  },

  async removeMany(trx: Knex.Transaction, ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    return trx('academicConnections').whereIn('id', ids).delete();
  },

  /** Keeps the profile ids on connections in step with a person's (re)linked or deleted profile. */
  async setProfileOf(db: Knex, userId: string, profileId: string | null): Promise<void> {
    await db('academicConnections')
      .where({ fromUserId: userId })
      .whereRaw('from_profile_id IS DISTINCT FROM ?', [profileId])
      .update({ fromProfileId: profileId });
    await db('academicConnections')
      .where({ toUserId: userId })
      .whereRaw('to_profile_id IS DISTINCT FROM ?', [profileId])
      .update({ toProfileId: profileId });
  },

  /** Purges everything involving a deleted account. */
  async removeUser(db: Knex, userId: string): Promise<number> {
    return db('academicConnections').where({ fromUserId: userId }).orWhere({ toUserId: userId }).delete();
  },
};
