import type { Knex } from 'knex';
import type { ConnectionStatus, ConnectionType } from '@app/contracts/networking/events';
import { preparedQuery } from '@app/service-kit';
import type { ConnectionMetadata, ConnectionRow } from './connection-rules';

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

/** A live research-interest connection, as discovery shows where I stand with each person. */
export type LiveConnection = Pick<
  ConnectionRow,
  'id' | 'fromUserId' | 'toUserId' | 'fromProfileId' | 'toProfileId' | 'status'
>;

export interface NewConnection {
  fromUserId: string;
  toUserId: string;
  fromProfileId: string | null;
  toProfileId: string | null;
  connectionType: ConnectionType;
  metadata: ConnectionMetadata;
  message: string | null;
}

/** Which of a person's connections and requests a page is taken from. */
export interface PersonalListFilter {
  /** Whose list it is. */
  userId: string;
  /** Requests to them, from them, or either. */
  direction: 'incoming' | 'outgoing' | 'either';
  types?: readonly ConnectionType[];
  statuses?: readonly ConnectionStatus[];
  /** Only rows with these people (user or profile ids). */
  people?: readonly string[];
  /** Only this row. */
  id?: string;
  /** Part of the other person's name, any case. */
  search?: string;
  /** Accepted connections are newest by when they were answered, requests by when they were made. */
  newestBy: 'respondedAt' | 'createdAt';
}

/** `%`, `_` and `\` stand for themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The rows a filter selects (unordered, unpaged). */
function personalRows(db: Knex, f: PersonalListFilter): Knex.QueryBuilder {
  const q = db('academicConnections');
  if (f.direction === 'incoming') q.where({ toUserId: f.userId });
  else if (f.direction === 'outgoing') q.where({ fromUserId: f.userId });
  else q.where((w) => w.where({ fromUserId: f.userId }).orWhere({ toUserId: f.userId }));
  if (f.types?.length) q.whereIn('connectionType', f.types);
  if (f.statuses?.length) q.whereIn('status', f.statuses);
  if (f.id) q.where({ id: f.id });
  // A connection request they declined is not shown to its sender: they were never told of the
  // decline (Discover says only that a request is not possible yet).
  q.whereNot((w) =>
    w.where({ fromUserId: f.userId, connectionType: 'research_interest', status: 'rejected' }),
  );
  const other =
    'CASE WHEN academic_connections.from_user_id = ? THEN academic_connections.to_user_id ELSE academic_connections.from_user_id END';
  const otherProfile =
    'CASE WHEN academic_connections.from_user_id = ? THEN academic_connections.to_profile_id ELSE academic_connections.from_profile_id END';
  if (f.people?.length) {
    const ids = [...f.people];
    q.where((w) =>
      w
        .whereRaw(`${other} = ANY(?::uuid[])`, [f.userId, ids])
        .orWhereRaw(`${otherProfile} = ANY(?::uuid[])`, [f.userId, ids]),
    );
  }
  if (f.search) {
    const pattern = likePattern(f.search);
    q.where((w) =>
      w
        .whereExists((e) =>
          e
            .from('researchers')
            .whereRaw(`researchers.user_id = ${other}`, [f.userId])
            .whereRaw('researchers.name ILIKE ?', [pattern]),
        )
        .orWhereExists((e) =>
          e
            .from('people')
            .whereRaw(`people.user_id = ${other}`, [f.userId])
            .whereRaw("concat_ws(' ', people.first_name, people.last_name) ILIKE ?", [pattern]),
        ),
    );
  }
  return q;
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

  /** A page of a person's connections or requests, newest first, with how many the filter selects in all. */
  async page(
    db: Knex,
    filter: PersonalListFilter,
    page: { limit: number; offset: number },
  ): Promise<{ rows: ConnectionRow[]; total: number }> {
    const newest =
      filter.newestBy === 'respondedAt' ? 'coalesce(responded_at, created_at) DESC' : 'created_at DESC';
    const [rows, counted] = await Promise.all([
      personalRows(db, filter)
        .select(COLUMNS)
        .orderByRaw(`${newest}, id`)
        .limit(page.limit)
        .offset(page.offset) as Promise<ConnectionRow[]>,
      personalRows(db, filter).count<{ count: string }[]>('* as count'),
    ]);
    return { rows, total: Number(counted[0]?.count ?? 0) };
  },

  /** Live research-interest connections of a person (what discovery shows per researcher). */
  liveResearchConnections(db: Knex, userId: string): Promise<LiveConnection[]> {
    // (Prepared, and only what discovery shows of each: it asks for every page it shows.)
    return preparedQuery<LiveConnection>(
      db,
      `SELECT id, from_user_id, to_user_id, from_profile_id, to_profile_id, status
         FROM academic_connections
        WHERE connection_type = 'research_interest' AND status IN ('pending', 'accepted')
          AND (from_user_id = ? OR to_user_id = ?)`,
      [userId, userId],
    );
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
