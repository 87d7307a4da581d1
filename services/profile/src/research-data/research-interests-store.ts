import type { Knex } from 'knex';
import type { ResearchInterest, ResearchInterestsQuery } from '@app/contracts/profile/http';
import type {
  ResearchInterestUsage,
  ResearchInterestUsageQuery,
} from '@app/contracts/profile/research-interests';

const holderCount = (db: Knex) =>
  db('profileResearchInterests as h').count('*').whereRaw('h.interest_id = r.id').as('holderCount');

const usageColumns = (db: Knex) => ['r.id', 'r.name', 'r.createdAt', holderCount(db)];

const toUsage = (row: {
  id: string;
  name: string;
  createdAt: Date | string;
  holderCount: string | number;
}) => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt instanceof Date ? row.createdAt.toISOString() : row.createdAt,
  holderCount: Number(row.holderCount),
});

/** The shared list of research interests, unique by name whatever the case, and each profile's picks. */
export const researchInterestsStore = {
  /**
   * The picker's suggestions: names holding `search` (any case), those starting with it first, then
   * in name order; without a search, the first names in name order. Never more than `limit`.
   */
  suggest(db: Knex, { search, limit }: ResearchInterestsQuery): Promise<ResearchInterest[]> {
    const q = db('researchInterests').select('id', 'name').limit(limit);
    if (!search) return q.orderByRaw('lower(name), id');
    // (LIKE, not strpos, so that the trigram index on lower(name) answers it: migration 0013.)
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return q
      .whereRaw('lower(name) LIKE ?', [pattern])
      .orderByRaw('strpos(lower(name), lower(?)) = 1 DESC, lower(name), id', [search]);
  },
  byIds(db: Knex, ids: readonly string[]): Promise<ResearchInterest[]> {
    return db('researchInterests').select('id', 'name').whereIn('id', ids);
  },
  byName(db: Knex, name: string): Promise<ResearchInterest | undefined> {
    return db('researchInterests').select('id', 'name').whereRaw('lower(name) = lower(?)', [name]).first();
  },
  /** Adds the name unless one equal to it ignoring case exists; returns the stored interest either way. */
  async findOrCreate(
    db: Knex,
    name: string,
    createdByUserId: string | null = null,
  ): Promise<{ interest: ResearchInterest; created: boolean }> {
    const inserted: ResearchInterest[] = await db('researchInterests')
      .insert({ name, createdByUserId })
      .onConflict()
      .ignore()
      .returning(['id', 'name']);
    if (inserted[0]) return { interest: inserted[0], created: true };
    const existing = await researchInterestsStore.byName(db, name);
    if (!existing) throw new Error(`research interest "${name}" vanished after a conflict`);
    return { interest: existing, created: false };
  },
  /** How many interests this user added since then. */
  async createdSince(db: Knex, userId: string, since: Date): Promise<number> {
    const [row] = await db('researchInterests')
      .where({ createdByUserId: userId })
      .andWhere('createdAt', '>', since)
      .count<Array<{ count: string }>>({ count: '*' });
    return Number(row?.count ?? 0);
  },
  /** Takes the user's id off the interests they added (their account is gone; the names stay). */
  async forgetCreator(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx('researchInterests').where({ createdByUserId: userId }).update({ createdByUserId: null });
  },
  async setForProfile(
    trx: Knex.Transaction,
    profileId: string,
    interestIds: readonly string[],
  ): Promise<void> {
    await trx('profileResearchInterests').where({ profileId }).delete();
    if (interestIds.length === 0) return;
    await trx('profileResearchInterests').insert(
      interestIds.map((interestId, position) => ({ profileId, interestId, position })),
    );
  },

  // ---- Administrators' upkeep ----

  /** A page of interests in name order with how many profiles hold each; `search` matches part of a name. */
  async usage(
    db: Knex,
    query: ResearchInterestUsageQuery,
  ): Promise<{ rows: ResearchInterestUsage[]; total: number }> {
    const matching = (q: Knex.QueryBuilder) =>
      query.search ? q.whereRaw('strpos(lower(r.name), lower(?)) > 0', [query.search]) : q;
    const [rows, [counted]] = await Promise.all([
      matching(db('researchInterests as r').select(usageColumns(db)))
        .orderByRaw('lower(r.name), r.id')
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      matching(db('researchInterests as r')).count<Array<{ count: string }>>({ count: '*' }),
    ]);
    return { rows: rows.map(toUsage), total: Number(counted?.count ?? 0) };
  },
  /** The interest with its holder count, locked until the transaction ends. */
  async lockUsage(trx: Knex.Transaction, id: string): Promise<ResearchInterestUsage | undefined> {
    const locked = await trx('researchInterests').where({ id }).forUpdate().first('id');
    if (!locked) return undefined;
    return toUsage(await trx('researchInterests as r').where('r.id', id).first(usageColumns(trx)));
  },
  async usageOf(db: Knex, id: string): Promise<ResearchInterestUsage> {
    return toUsage(await db('researchInterests as r').where('r.id', id).first(usageColumns(db)));
  },
  /** Another interest with this name, any case. */
  otherNamed(db: Knex, name: string, exceptId: string): Promise<ResearchInterest | undefined> {
    return db('researchInterests')
      .select('id', 'name')
      .whereRaw('lower(name) = lower(?)', [name])
      .whereNot({ id: exceptId })
      .first();
  },
  async rename(trx: Knex.Transaction, id: string, name: string): Promise<void> {
    await trx('researchInterests').where({ id }).update({ name });
  },
  /** The profiles holding the interest. */
  async holders(db: Knex, id: string): Promise<string[]> {
    return (await db('profileResearchInterests').where({ interestId: id }).select('profileId')).map(
      (r: { profileId: string }) => r.profileId,
    );
  },
  /**
   * Every holder of `fromId` holds `intoId` instead, in the same place in their list; one holding
   * both keeps the one they had. Returns the profiles moved.
   */
  async moveHolders(trx: Knex.Transaction, fromId: string, intoId: string): Promise<string[]> {
    const moved = await trx('profileResearchInterests as p')
      .where('p.interestId', fromId)
      .whereNotExists(
        trx('profileResearchInterests as k')
          .where('k.interestId', intoId)
          .whereRaw('k.profile_id = p.profile_id'),
      )
      .update({ interestId: intoId })
      .returning('profileId');
    await trx('profileResearchInterests').where({ interestId: fromId }).delete();
    return moved.map((r: { profileId: string }) => r.profileId);
  },
  /** Removes the interest; it leaves every holder's list with it. */
  async remove(trx: Knex.Transaction, id: string): Promise<void> {
    await trx('researchInterests').where({ id }).delete();
  },
};
