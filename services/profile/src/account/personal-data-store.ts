import type { Knex } from 'knex';
import type { ProfilePersonalData } from '@app/contracts/profile/http';

/** Everything profile holds about the user, for "Download my data" (the purge removes the same). */
export async function profilePersonalData(db: Knex, userId: string): Promise<ProfilePersonalData> {
  const profile = await db('orcidProfiles').where({ userId }).first();
  const ofProfile = (table: string) =>
    profile ? db(table).where({ profileId: profile.id }).orderBy('position') : Promise.resolve([]);
  return {
    account: (await db('userAccounts').where({ userId }).first()) ?? null,
    profile: profile ?? null,
    publications: await ofProfile('publications'),
    affiliations: await ofProfile('affiliations'),
    education: await ofProfile('education'),
    awards: await ofProfile('awards'),
    researchInterests: profile
      ? await db('profileResearchInterests as p')
          .join('researchInterests as i', 'i.id', 'p.interestId')
          .where('p.profileId', profile.id)
          .orderBy('p.position')
          .select('i.name', 'i.description', 'p.position')
      : [],
    forCodes: profile
      ? await db('profileForCodes as p')
          .join('forCodes as c', 'c.code', 'p.code')
          .where('p.profileId', profile.id)
          .orderBy('p.position')
          .select('c.code', 'c.title', 'p.position')
      : [],
    otherCodes: await ofProfile('profileOtherCodes'),
    images: await db('profileImages').where({ userId }).orderBy('createdAt'),
  };
}
