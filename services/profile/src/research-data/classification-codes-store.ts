import type { Knex } from 'knex';
import type { ClassificationCodes, ForCode } from '@app/contracts/profile/http';
import type { OtherScheme } from '../shared/profile-parts-store';

const OTHER_SCHEMES: ReadonlyArray<[OtherScheme, keyof ClassificationCodes]> = [
  ['rfcd', 'rfcdCodes'],
  ['seo', 'seoCodes'],
  ['anzsic', 'anzsicCodes'],
];

/** The ANZSRC FoR reference list and each profile's classification codes. */
export const classificationCodesStore = {
  allForCodes(db: Knex): Promise<ForCode[]> {
    return db('forCodes').select('id', 'code', 'title', 'parentCode', 'level').orderBy('code');
  },
  async existingForCodes(db: Knex, codes: readonly string[]): Promise<Set<string>> {
    if (codes.length === 0) return new Set();
    const rows: Array<{ code: string }> = await db('forCodes').select('code').whereIn('code', codes);
    return new Set(rows.map((r) => r.code));
  },
  async setForProfile(
    trx: Knex.Transaction,
    profileId: string,
    codes: {
      forCodes: readonly string[];
      rfcdCodes: readonly string[];
      seoCodes: readonly string[];
      anzsicCodes: readonly string[];
    },
  ): Promise<void> {
    await trx('profileForCodes').where({ profileId }).delete();
    await trx('profileOtherCodes').where({ profileId }).delete();
    if (codes.forCodes.length > 0) {
      await trx('profileForCodes').insert(
        codes.forCodes.map((code, position) => ({ profileId, code, position })),
      );
    }
    const others = OTHER_SCHEMES.flatMap(([scheme, key]) =>
      (codes[key] as readonly string[]).map((code, position) => ({ profileId, scheme, code, position })),
    );
    if (others.length > 0) await trx('profileOtherCodes').insert(others);
  },
};
