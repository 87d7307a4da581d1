import type { Knex } from 'knex';
import type { ImageFormat } from './profile-image';

export interface ImageRow {
  id: string;
  userId: string;
  format: ImageFormat;
  /** The size of the file uploaded. */
  byteSize: number;
  /** When its sizes were made; null for an upload from before sizes not yet asked for. */
  sizesMadeAt: string | null;
  createdAt: string;
}

/** Images users uploaded through signed addresses (their files are in `ImageStorage`). */
export const imagesStore = {
  byId(db: Knex, id: string): Promise<ImageRow | undefined> {
    return db('profileImages').where({ id }).first();
  },
  byUser(db: Knex, userId: string): Promise<ImageRow[]> {
    return db('profileImages').where({ userId });
  },
  /** Records an upload; false when this image id was used already (an upload address works once). */
  async insert(db: Knex, row: Omit<ImageRow, 'createdAt' | 'sizesMadeAt'>): Promise<boolean> {
    const inserted = await db('profileImages')
      .insert({ ...row, sizesMadeAt: db.fn.now() })
      .onConflict('id')
      .ignore()
      .returning('id');
    return inserted.length > 0;
  },
  async markSized(db: Knex, id: string): Promise<void> {
    await db('profileImages').where({ id }).update({ sizesMadeAt: db.fn.now() });
  },
  async removeByIds(db: Knex, ids: readonly string[]): Promise<void> {
    if (ids.length > 0) await db('profileImages').whereIn('id', ids).delete();
  },
};
