import type { Knex } from 'knex';
import type { Role } from '@app/contracts';
import { containsPattern, offsetOf } from './search';
import type { UserRow, UserVersions } from './user-read-model';

export interface UserListFilter {
  search?: string;
  page: number;
  pageSize: number;
}

/**
 * The read model of identity's users. Its two versions (details and role) are admin's own; the
 * deletion markers and the person's lock are the kit's people read model.
 */
export const usersStore = {
  byId(db: Knex, id: string): Promise<UserRow | undefined> {
    return db('users').where({ id }).first();
  },

  /** When the row's details and role were last set (call under the kit's `lockPerson`). */
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
    const [rows, [counted]] = await Promise.all([
      matching(db('users'))
        .orderBy([
          { column: 'createdAt', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(filter.pageSize)
        .offset(offsetOf(filter)),
      matching(db('users')).count<Array<{ count: number }>>({ count: '*' }),
    ]);
    return { rows: rows as UserRow[], total: Number(counted?.count ?? 0) };
  },

  async remove(db: Knex, id: string): Promise<void> {
    await db('users').where({ id }).delete();
  },
};
