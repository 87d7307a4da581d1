import type { Migration } from '@app/service-kit';

/**
 * Photos are stored re-encoded at a few sizes (WebP) instead of as uploaded. `sizes_made_at` says
 * when an image's sizes were made; null for the uploads from before, whose sizes are made when
 * each is first asked for (`ProfileImages.open`), which then deletes the uploaded bytes (and the
 * EXIF data, such as a GPS position, in them). `format` stays the format of the file the image's
 * address names: webp for every new photo.
 */
export const photoSizesMigration: Migration = {
  name: '0009_photo_sizes',
  async up(knex) {
    await knex.schema.alterTable('profile_images', (t) => {
      t.timestamp('sizesMadeAt', { useTz: true });
    });
  },
};
