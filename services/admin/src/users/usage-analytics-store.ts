import type { Knex } from 'knex';

export interface LoginRow {
  userId: string;
  at: string;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface LoginStats {
  lastLogin: string | null;
  loginCount: number;
}

export const NO_LOGINS: LoginStats = { lastLogin: null, loginCount: 0 };

/** usage_analytics: one row per recorded action; sign-ins are action 'login'. */
export const usageAnalyticsStore = {
  async recordLogin(db: Knex, login: LoginRow): Promise<void> {
    await db('usageAnalytics').insert({
      userId: login.userId,
      action: 'login',
      details: {},
      ipAddress: login.ipAddress,
      userAgent: login.userAgent,
      createdAt: login.at,
    });
  },

  /** Last sign-in and number of sign-ins of each given user (users without any are absent). */
  async loginStats(db: Knex, userIds: string[]): Promise<Map<string, LoginStats>> {
    if (userIds.length === 0) return new Map();
    const rows: Array<{ userId: string; lastLogin: string; loginCount: number }> = await db('usageAnalytics')
      .select('userId')
      .max({ lastLogin: 'createdAt' })
      .count({ loginCount: '*' })
      .where('action', 'login')
      .whereIn('userId', userIds)
      .groupBy('userId');
    return new Map(rows.map((r) => [r.userId, { lastLogin: r.lastLogin, loginCount: Number(r.loginCount) }]));
  },

  async recentLogins(db: Knex, userId: string, limit: number): Promise<Omit<LoginRow, 'userId'>[]> {
    return db('usageAnalytics')
      .select({ at: 'createdAt' }, 'ipAddress', 'userAgent')
      .where({ userId, action: 'login' })
      .orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit);
  },

  async removeForUser(db: Knex, userId: string): Promise<void> {
    await db('usageAnalytics').where({ userId }).delete();
  },
};
