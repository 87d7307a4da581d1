import type { Knex } from 'knex';
import { markDeleted } from '@app/service-kit';
import type { ImageRemoval } from '../images';
import { researchInterestsStore } from '../research-data';
import { accountsStore } from '../shared/accounts-store';
import type { ProfileRow } from '../shared/profile';
import { profilesStore } from '../shared/profiles-store';
import type { Emit } from '../shared/profile-views';

/**
 * Removing a profile (a verified link took its iD) or everything of a user (account deleted).
 * Rows go in the caller's transaction; image files are deleted only after it commits, so a
 * rolled-back removal never loses a file.
 */
export class ProfileRemoval {
  constructor(private readonly images: ImageRemoval) {}

  /** Deletes the profile (its imported rows, interests and codes go with it) and its user's images. */
  async removeProfile(trx: Knex.Transaction, profile: ProfileRow, emit: Emit): Promise<void> {
    await profilesStore.remove(trx, profile.id);
    await this.images.removeImages(trx, profile.userId);
    await emit('profile.profile.deleted', { profileId: profile.id, userId: profile.userId });
  }

  /** `identity.user.deleted`: the profile, imported records, links, images and account details. */
  async purgeUser(trx: Knex.Transaction, userId: string, deletedAt: string, emit: Emit): Promise<void> {
    // A link being made for this user right now either finishes first or sees the tombstone.
    await profilesStore.lockForLink(trx, userId, null);
    await markDeleted(trx, userId, deletedAt);
    const profile = await profilesStore.lockByUserId(trx, userId);
    if (profile) await this.removeProfile(trx, profile, emit);
    else await this.images.removeImages(trx, userId);
    await accountsStore.remove(trx, userId);
    await researchInterestsStore.forgetCreator(trx, userId);
  }
}
