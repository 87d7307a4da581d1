import type { Knex } from 'knex';
import type { Role } from '@app/contracts';
import { containsPattern, offsetOf } from '../domain/search';
import type { UserRow, UserVersions } from '../domain/user-read-model';

export interface UserListFilter {
  search?: string;
  page: number;
  pageSize: number;
}

/** The read model of identity's users, plus the ids of deleted accounts. */
export const usersStore = {
  byId(db: Knex, id: string): Promise<UserRow | undefined> {
    return db('users').where({ id }).first();
  },

  /** When the row's details and role were last set (call under `lockUser`). */
  versions(db: Knex, id: string): Promise<UserVersions | undefined> {
    return db('users').select('detailsAt', 'roleAt').where({ id }).first();
  },

  async insert(db: Knex, row: Partial<UserRow>): Promise<void> {
    await db('users').insert(row);
  },

  async update(db: Knex, id: string, changes: Partial<UserRow>): Promise<void> {
    await db('users').where({ id }).update(changes);
  },

  /**
   * Sets the role identity has just confirmed, leaving its version alone: identity's own
   * role_changed event follows and settles the row in identity's order.
   */
  async setConfirmedRole(db: Knex, id: string, role: Role): Promise<void> {
    await db('users').where({ id }).update({ role });
  },

  /** A page of users, newest accounts first, optionally matching a name or email (any case). */
  async list(db: Knex, filter: UserListFilter): Promise<{ rows: UserRow[]; total: number }> {
    const matching = (q: Knex.QueryBuilder) => {
      if (!filter.search) return q;
      const pattern = containsPattern(filter.search);
      return q.where((w) =>
        w
          .whereRaw(`email ILIKE ? ESCAPE '\\'`, [pattern])
          .orWhereRaw(`concat_ws(' ', first_name, last_name) ILIKE ? ESCAPE '\\'`, [pattern]),
      );
    };
    const [rows, [{ count }]] = await Promise.all([
      matching(db('users'))
        .orderBy([
          { column: 'createdAt', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(filter.pageSize)
        .offset(offsetOf(filter)),
      matching(db('users')).count<Array<{ count: number }>>({ count: '*' }),
    ]);
    return { rows: rows as UserRow[], total: Number(count) };
  },

  async remove(db: Knex, id: string): Promise<void> {
    await db('users').where({ id }).delete();
  },

  async isDeleted(db: Knex, id: string): Promise<boolean> {
    return Boolean(await db('deletedUsers').where({ userId: id }).first());
  },

  async markDeleted(db: Knex, id: string): Promise<void> {
    await db('deletedUsers').insert({ userId: id }).onConflict('userId').ignore();
  },
};

/**
 * Serialises everything this service does about one user until the transaction ends, so events
 * handled in parallel (replicas share the consumer) and the delete command cannot interleave.
 */
export async function lockUser(trx: Knex.Transaction, id: string): Promise<void> {
  await trx.raw('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [`admin-user:${id}`]);
}
