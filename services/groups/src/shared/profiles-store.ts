import type { Knex } from 'knex';
import type { ProfileSnapshot } from '@app/contracts/profile/events';
import { upsertIfNewer, type PeopleTable } from '@app/service-kit';

/** What this service keeps of a research profile (a read model of `profile.profile.*`). */
export interface ProfileRow {
  profileId: string;
  userId: string;
  name: string | null;
  email: string | null;
  emailVisibleToMembers: boolean;
  institution: string | null;
  profileImageUrl: string | null;
  updatedAt: string;
  removedAt: string | null;
}

/** This service's copy of people (see the kit's people read model). */
const profiles: PeopleTable<ProfileRow> = { table: 'profiles', key: 'profileId', version: 'updatedAt' };

const PERSONAL_DATA_CLEARED = { name: null, email: null, institution: null, profileImageUrl: null };

export const profilesStore = {
  /**
   * Applies a snapshot unless the one held is newer (late redeliveries change nothing) or the
   * account was deleted. A newer snapshot of a removed profile takes it in again (linked afresh).
   */
  async applySnapshot(trx: Knex.Transaction, s: ProfileSnapshot): Promise<void> {
    await upsertIfNewer(trx, profiles, {
      profileId: s.profileId,
      userId: s.userId,
      name: s.name,
      email: s.email,
      emailVisibleToMembers: s.emailVisibleToMembers,
      institution: s.institution,
      profileImageUrl: s.profileImageUrl,
      updatedAt: s.updatedAt,
      removedAt: null,
    });
  },

  /**
   * Forgets a profile's personal data but keeps its id and the time of removal, so an older snapshot
   * arriving late cannot bring it back.
   */
  async markRemoved(db: Knex, profileId: string, userId: string, at: string): Promise<void> {
    await db('profiles')
      .insert({ profileId, userId, ...PERSONAL_DATA_CLEARED, updatedAt: at, removedAt: at })
      .onConflict('profileId')
      .merge({
        ...PERSONAL_DATA_CLEARED,
        removedAt: at,
        updatedAt: db.raw('greatest(profiles.updated_at, excluded.updated_at)'),
      });
  },

  /** Forgets the personal data of every profile of a deleted user (see markRemoved). */
  async markUserRemoved(db: Knex, userId: string, at: string): Promise<void> {
    await db('profiles')
      .where({ userId })
      .update({
        ...PERSONAL_DATA_CLEARED,
        removedAt: at,
        updatedAt: db.raw('greatest(updated_at, ?::timestamptz)', [at]),
      });
  },

  /** The user's current research profile, if they have one. */
  activeOfUser(db: Knex, userId: string): Promise<ProfileRow | undefined> {
    return db('profiles').where({ userId }).whereNull('removedAt').orderBy('updatedAt', 'desc').first();
  },
};
