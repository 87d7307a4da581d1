import type { Knex } from 'knex';
import type { IdentityPersonalData } from '@app/contracts/identity/http';

/** Everything identity holds about the user, for "Download my data": their account. */
export async function identityPersonalData(db: Knex, userId: string): Promise<IdentityPersonalData> {
  return { account: (await db('users').where({ id: userId }).first()) ?? null };
}
