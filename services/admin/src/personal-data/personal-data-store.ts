import type { Knex } from 'knex';
import type { AdminPersonalData } from '@app/contracts/admin/http';

/** Everything admin holds about the user, for "Download my data" (the purge removes the same). */
export async function adminPersonalData(db: Knex, userId: string): Promise<AdminPersonalData> {
  return {
    user: (await db('users').where({ id: userId }).first()) ?? null,
    loginHistory: await db('usageAnalytics').where({ userId }).orderBy('createdAt', 'desc'),
    // The administrator who acted is theirs to know, not the person's: what was done, and when.
    adminActions: await db('adminAuditLog')
      .where({ targetUserId: userId })
      .orderBy('createdAt', 'desc')
      .select('action', 'outcome', 'createdAt'),
  };
}
