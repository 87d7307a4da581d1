import type { Knex } from 'knex';
import type { ClassificationCodes, ForCode } from '@app/contracts/profile/http';

export type OtherScheme = 'rfcd' | 'seo' | 'anzsic';
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
  async forProfile(db: Knex, profileId: string): Promise<ClassificationCodes> {
    const forCodes = await db('profileForCodes as p')
      .join('forCodes as f', 'f.code', 'p.code')
      .where('p.profileId', profileId)
      .orderBy('p.position')
      .select('f.id', 'f.code', 'f.title');
    const others: Array<{ scheme: OtherScheme; code: string }> = await db('profileOtherCodes')
      .where({ profileId })
      .orderBy('position')
      .select('scheme', 'code');
    const of = (scheme: OtherScheme) => others.filter((o) => o.scheme === scheme).map((o) => o.code);
    return { forCodes, rfcdCodes: of('rfcd'), seoCodes: of('seo'), anzsicCodes: of('anzsic') };
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
