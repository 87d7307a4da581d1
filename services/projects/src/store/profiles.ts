import type { Knex } from 'knex';
import type { ProfileSnapshot } from '@app/contracts/profile/events';

/** The profile read model: what this service keeps of a research profile. */
export interface ProfileRow {
  profileId: string;
  userId: string;
  name: string;
  email: string | null;
  biography: string | null;
  profileImageUrl: string | null;
  researchInterests: string[];
  forCodes: string[];
  updatedAt: string;
}

const COLUMNS = [
  'profileId',
  'userId',
  'name',
  'email',
  'biography',
  'profileImageUrl',
  'researchInterests',
  'forCodes',
  'updatedAt',
] as const;

export function profileRowFrom(s: ProfileSnapshot): ProfileRow {
  return {
    profileId: s.profileId,
    userId: s.userId,
    name: s.name,
    email: s.email,
    biography: s.biography,
    profileImageUrl: s.profileImageUrl,
    researchInterests: s.researchInterests,
    forCodes: s.forCodes,
    updatedAt: s.updatedAt,
  };
}

export const profilesStore = {
  /**
   * Stores a snapshot unless the one held is as new or newer (a late redelivery must not
   * overwrite fresher data) or the user's account was deleted. True when it was stored.
   */
  async applySnapshot(db: Knex, row: ProfileRow): Promise<boolean> {
    if (await profilesStore.isDeletedUser(db, row.userId)) return false;
    const stored = await db('profiles')
      .insert(row)
      .onConflict('profileId')
      .merge()
      .where('profiles.updatedAt', '<', row.updatedAt)
      .returning('profileId');
    return stored.length > 0;
  },

  remove(db: Knex, profileId: string): Promise<number> {
    return db('profiles').where({ profileId }).delete();
  },

  /** The user's profile (the most recently updated, should an old one linger). */
  byUserId(db: Knex, userId: string): Promise<ProfileRow | undefined> {
    return db('profiles').select(COLUMNS).where({ userId }).orderBy('updatedAt', 'desc').first();
  },

  async byIds(db: Knex, profileIds: string[]): Promise<Map<string, ProfileRow>> {
    if (profileIds.length === 0) return new Map();
    const rows: ProfileRow[] = await db('profiles')
      .select(COLUMNS)
      .whereIn('profileId', [...new Set(profileIds)]);
    return new Map(rows.map((r) => [r.profileId, r]));
  },

  /** Forgets a deleted user's profiles and remembers only that the id is gone. */
  async forgetUser(db: Knex, userId: string): Promise<void> {
    await db('profiles').where({ userId }).delete();
    await db('deletedUsers').insert({ userId }).onConflict('userId').ignore();
  },

  async isDeletedUser(db: Knex, userId: string): Promise<boolean> {
    return (await db('deletedUsers').select('userId').where({ userId }).first()) !== undefined;
  },
};
