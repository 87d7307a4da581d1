import type { Knex } from 'knex';
import type { ImageFormat } from '../domain/profile-image';

export interface ImageRow {
  id: string;
  userId: string;
  format: ImageFormat;
  byteSize: number;
  createdAt: string;
}

/** Images users uploaded through signed addresses (the files themselves are on disk). */
export const imagesStore = {
  byId(db: Knex, id: string): Promise<ImageRow | undefined> {
    return db('profileImages').where({ id }).first();
  },
  byUser(db: Knex, userId: string): Promise<ImageRow[]> {
    return db('profileImages').where({ userId });
  },
  /** Records an upload; false when this image id was used already (an upload address works once). */
  async insert(db: Knex, row: Omit<ImageRow, 'createdAt'>): Promise<boolean> {
    const inserted = await db('profileImages').insert(row).onConflict('id').ignore().returning('id');
    return inserted.length > 0;
  },
  async removeByIds(db: Knex, ids: readonly string[]): Promise<void> {
    if (ids.length > 0) await db('profileImages').whereIn('id', ids).delete();
  },
};
