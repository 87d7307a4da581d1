import type { Knex } from 'knex';
import type { UserContext } from '@app/contracts';
import { profileRequired } from '@app/service-kit';
import { relevanceProfile, type RelevanceProfile } from './relevance';
import { profilesStore, type ProfileRow } from '../shared/profiles-store';
import { forCodeTitle } from './for-titles';

/** Who is looking: signed out (no user), signed in without a profile, or a researcher. */
export interface Viewer {
  userId: string | null;
  profile: ProfileRow | null;
  relevance: RelevanceProfile;
}

/** Nothing to rank by: every score is 0. */
const nobody = (): RelevanceProfile => relevanceProfile([], [], () => undefined);

export async function loadViewer(db: Knex, user: UserContext | null): Promise<Viewer> {
  if (!user) return { userId: null, profile: null, relevance: nobody() };
  const profile = (await profilesStore.byUserId(db, user.userId)) ?? null;
  return {
    userId: user.userId,
    profile,
    relevance: profile
      ? relevanceProfile(profile.researchInterests, profile.forCodes, forCodeTitle)
      : nobody(),
  };
}

/** The caller's research profile, for actions that need one (create, join, leave). */
export async function requireProfile(db: Knex, user: UserContext): Promise<ProfileRow> {
  const profile = await profilesStore.byUserId(db, user.userId);
  if (!profile) throw profileRequired();
  return profile;
}
