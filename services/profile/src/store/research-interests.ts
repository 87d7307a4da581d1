import type { Knex } from 'knex';
import type { ResearchInterest } from '@app/contracts/profile/http';

/** The shared list of research interests, unique by name whatever the case, and each profile's picks. */
export const researchInterestsStore = {
  all(db: Knex): Promise<ResearchInterest[]> {
    return db('researchInterests').select('id', 'name').orderByRaw('lower(name)');
  },
  byIds(db: Knex, ids: readonly string[]): Promise<ResearchInterest[]> {
    return db('researchInterests').select('id', 'name').whereIn('id', ids);
  },
  byName(db: Knex, name: string): Promise<ResearchInterest | undefined> {
    return db('researchInterests').select('id', 'name').whereRaw('lower(name) = lower(?)', [name]).first();
  },
  /** Adds the name unless one equal to it ignoring case exists; returns the stored interest either way. */
  async findOrCreate(db: Knex, name: string): Promise<{ interest: ResearchInterest; created: boolean }> {
    const inserted: ResearchInterest[] = await db('researchInterests')
      .insert({ name })
      .onConflict()
      .ignore()
      .returning(['id', 'name']);
    if (inserted[0]) return { interest: inserted[0], created: true };
    const existing = await researchInterestsStore.byName(db, name);
    if (!existing) throw new Error(`research interest "${name}" vanished after a conflict`);
    return { interest: existing, created: false };
  },
  forProfile(db: Knex, profileId: string): Promise<ResearchInterest[]> {
    return db('profileResearchInterests as p')
      .join('researchInterests as r', 'r.id', 'p.interestId')
      .where('p.profileId', profileId)
      .orderBy('p.position')
      .select('r.id', 'r.name');
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
};
