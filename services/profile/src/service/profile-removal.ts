import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import { markDeleted } from '@app/service-kit';
import type { ProfileRow } from '../domain/profile';
import { extensionOf } from '../domain/profile-image';
import { accountsStore } from '../store/accounts';
import { imagesStore, type ImageRow } from '../store/images';
import { profilesStore } from '../store/profiles';
import type { ImageStorage } from './image-storage';
import type { Emit } from './profile-views';

/**
 * Removing a profile (a verified link took its iD) or everything of a user (account deleted).
 * Rows go in the caller's transaction; image files are deleted only after it commits, so a
 * rolled-back removal never loses a file.
 */
export class ProfileRemoval {
  constructor(
    private readonly storage: ImageStorage,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Deletes the profile (its imported rows, interests and codes go with it) and its user's images. */
  async removeProfile(trx: Knex.Transaction, profile: ProfileRow, emit: Emit): Promise<void> {
    await profilesStore.remove(trx, profile.id);
    await this.removeImages(trx, profile.userId);
    await emit('profile.profile.deleted', { profileId: profile.id, userId: profile.userId });
  }

  /** `identity.user.deleted`: the profile, imported records, links, images and account details. */
  async purgeUser(trx: Knex.Transaction, userId: string, deletedAt: string, emit: Emit): Promise<void> {
    // A link being made for this user right now either finishes first or sees the tombstone.
    await profilesStore.lockForLink(trx, userId, null);
    await markDeleted(trx, userId, deletedAt);
    const profile = await profilesStore.lockByUserId(trx, userId);
    if (profile) await this.removeProfile(trx, profile, emit);
    else await this.removeImages(trx, userId);
    await accountsStore.remove(trx, userId);
  }

  /** Deletes the user's images (those `which` selects) now, and their files after commit. */
  async removeImages(
    trx: Knex.Transaction,
    userId: string,
    which: (image: ImageRow) => boolean = () => true,
  ): Promise<void> {
    const images = (await imagesStore.byUser(trx, userId)).filter(which);
    if (images.length === 0) return;
    await imagesStore.removeByIds(
      trx,
      images.map((i) => i.id),
    );
    const files = images.map((i) => `${i.id}.${extensionOf[i.format]}`);
    trx.executionPromise.then(
      () =>
        Promise.all(files.map((f) => this.storage.remove(f))).catch((err: Error) =>
          this.log.warn({ err: err.message, files }, 'could not delete image files'),
        ),
      () => undefined,
    );
  }
}
