import type { Knex } from 'knex';
import type { UserRow } from './user-rules';

export const usersStore = {
  byId(db: Knex, id: string): Promise<UserRow | undefined> {
    return db('users').where({ id }).first();
  },
  bySubject(db: Knex, issuer: string, subject: string): Promise<UserRow | undefined> {
    return db('users').where({ oidcIssuer: issuer, oidcSubject: subject }).first();
  },
  byEmail(db: Knex, email: string): Promise<UserRow | undefined> {
    return db('users').whereRaw('lower(email) = ?', [email.toLowerCase()]).first();
  },
  byOrcid(db: Knex, orcidId: string): Promise<UserRow | undefined> {
    return db('users').where({ orcidId }).first();
  },
  async insert(db: Knex, row: Partial<UserRow>): Promise<UserRow> {
    const [created] = await db('users').insert(row).returning('*');
    return created as UserRow;
  },
  async update(db: Knex, id: string, patch: Partial<UserRow>): Promise<UserRow> {
    const [updated] = await db('users')
      .where({ id })
      .update({ ...patch, updatedAt: db.fn.now() })
      .returning('*');
    return updated as UserRow;
  },
  /** Locks every admin row, so concurrent demotions cannot both pass the last-admin check. */
  async lockAdmins(trx: Knex.Transaction): Promise<string[]> {
    const rows: Array<{ id: string }> = await trx('users').select('id').where({ role: 'admin' }).forUpdate();
    return rows.map((r) => r.id);
  },
  async remove(db: Knex, id: string): Promise<number> {
    return db('users').where({ id }).delete();
  },
};
