import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import type { ImageStorage } from './image-storage';
import { imagesStore, type ImageRow } from './images-store';
import { storedKeysOf } from './profile-image';

/**
 * Removing a user's images. Rows go in the caller's transaction; files are deleted only after it
 * commits, so a rolled-back removal never loses a file.
 */
export class ImageRemoval {
  constructor(
    private readonly storage: ImageStorage,
    private readonly log: FastifyBaseLogger,
  ) {}

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
    trx.executionPromise.then(
      () => this.deleteFiles(images),
      () => undefined,
    );
  }

  /** Deletes what is stored of these images (each size, or an upload from before sizes). */
  async deleteFiles(images: readonly Pick<ImageRow, 'id' | 'format'>[]): Promise<void> {
    const keys = images.flatMap(storedKeysOf);
    await Promise.all(keys.map((key) => this.storage.delete(key))).catch((err: Error) =>
      this.log.warn({ err: err.message, keys }, 'could not delete image files'),
    );
  }
}
