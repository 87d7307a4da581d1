import type { Knex } from 'knex';
import type { ProfileSnapshot } from '@app/contracts/profile/events';
import { upsertIfNewer, type PeopleTable } from '@app/service-kit';

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

/** This service's copy of people (see the kit's people read model). */
const profiles: PeopleTable<ProfileRow> = { table: 'profiles', key: 'profileId', version: 'updatedAt' };

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
  /** Stores a snapshot unless the one held is newer or the account was deleted. True when stored. */
  applySnapshot(trx: Knex.Transaction, row: ProfileRow): Promise<boolean> {
    return upsertIfNewer(trx, profiles, row);
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

  /** Forgets a deleted user's profiles (the kit's markDeleted remembers that the id is gone). */
  async removeOfUser(db: Knex, userId: string): Promise<void> {
    await db('profiles').where({ userId }).delete();
  },
};
