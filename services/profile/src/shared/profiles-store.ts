import type { Knex } from 'knex';
import type { ProfileRow } from './profile';

type ProfilePatch = Partial<Omit<ProfileRow, 'id' | 'createdAt' | 'updatedAt'>>;

// Every change moves updated_at forward, even two changes in the same millisecond, because
// consumers apply a snapshot only when it is newer than the one they hold.
const bumpUpdatedAt = (db: Knex) =>
  db.raw("greatest(clock_timestamp(), updated_at + interval '1 millisecond')");

export const profilesStore = {
  byId(db: Knex, id: string): Promise<ProfileRow | undefined> {
    return db('orcidProfiles').where({ id }).first();
  },
  byUserId(db: Knex, userId: string): Promise<ProfileRow | undefined> {
    return db('orcidProfiles').where({ userId }).first();
  },
  byOrcidId(db: Knex, orcidId: string): Promise<ProfileRow | undefined> {
    return db('orcidProfiles').where({ orcidId }).first();
  },
  /** The web addresses researchers by user id or by profile id; both are uuids and never collide. */
  byUserOrProfileId(db: Knex, id: string): Promise<ProfileRow | undefined> {
    return db('orcidProfiles').where({ userId: id }).orWhere({ id }).first();
  },
  /** The user's profile, locked until the transaction ends (edits of one profile queue up). */
  lockByUserId(trx: Knex.Transaction, userId: string): Promise<ProfileRow | undefined> {
    return trx('orcidProfiles').where({ userId }).forUpdate().first();
  },
  /** Whoever holds this iD, locked until the transaction ends. */
  lockByOrcidId(trx: Knex.Transaction, orcidId: string): Promise<ProfileRow | undefined> {
    return trx('orcidProfiles').where({ orcidId }).forUpdate().first();
  },
  async insert(
    trx: Knex.Transaction,
    row: ProfilePatch & Pick<ProfileRow, 'userId' | 'orcidId'>,
  ): Promise<ProfileRow> {
    const [created] = await trx('orcidProfiles').insert(row).returning('*');
    return created as ProfileRow;
  },
  async update(trx: Knex.Transaction, id: string, patch: ProfilePatch): Promise<ProfileRow> {
    const [updated] = await trx('orcidProfiles')
      .where({ id })
      .update({ ...patch, updatedAt: bumpUpdatedAt(trx) })
      .returning('*');
    return updated as ProfileRow;
  },
  /** Marks a change made elsewhere (interests, codes, the account's name) as a new version. */
  touch(trx: Knex.Transaction, id: string): Promise<ProfileRow> {
    return profilesStore.update(trx, id, {});
  },
  async remove(trx: Knex.Transaction, id: string): Promise<void> {
    await trx('orcidProfiles').where({ id }).delete();
  },
  /**
   * Serialises changes of who holds which iD: per user and per iD, keys taken in a fixed order and
   * before any row lock on every path, so two such changes never deadlock. Taking a key again in
   * the same transaction is harmless (advisory locks stack).
   */
  async lockForLink(trx: Knex.Transaction, userId: string, orcidId: string | null): Promise<void> {
    const keys = [`user:${userId}`, ...(orcidId ? [`orcid:${orcidId}`] : [])].sort();
    for (const key of keys)
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`profile-link:${key}`]);
  },
};
