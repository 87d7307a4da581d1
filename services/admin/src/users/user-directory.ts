import type { Knex } from 'knex';
import type {
  AdminUser,
  AdminUserListQuery,
  AdminUserListResponse,
  UserAnalyticsQuery,
  UserAnalyticsResponse,
} from '@app/contracts/admin/http';
import { notFound } from '@app/service-kit';
import type { UserRow } from '../shared/user-read-model';
import { NO_LOGINS, usageAnalyticsStore, type LoginStats } from './usage-analytics-store';
import { usersStore } from '../shared/users-store';

type UserFields = Pick<
  UserRow,
  'id' | 'firstName' | 'lastName' | 'email' | 'role' | 'isActive' | 'createdAt'
>;

function toAdminUser(user: UserFields, stats: LoginStats): AdminUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    isActive: user.isActive,
    createdAt: user.createdAt,
    lastLogin: stats.lastLogin,
    loginCount: stats.loginCount,
  };
}

/** The admin's view of users: the read model with login analytics beside it. */
export class UserDirectory {
  constructor(private readonly db: Knex) {}

  async get(id: string): Promise<UserRow> {
    const user = await usersStore.byId(this.db, id);
    if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
    return user;
  }

  async list(query: AdminUserListQuery): Promise<AdminUserListResponse> {
    const { rows, total } = await usersStore.list(this.db, query);
    const stats = await usageAnalyticsStore.loginStats(
      this.db,
      rows.map((r) => r.id),
    );
    return {
      users: rows.map((r) => toAdminUser(r, stats.get(r.id) ?? NO_LOGINS)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** A user as the list shows them, from fields given (e.g. identity's answer to a command). */
  async view(user: UserFields): Promise<AdminUser> {
    const stats = await usageAnalyticsStore.loginStats(this.db, [user.id]);
    return toAdminUser(user, stats.get(user.id) ?? NO_LOGINS);
  }

  /** The user's sign-in figures and their latest `limit` sign-ins, newest first. */
  async analytics(id: string, { limit }: UserAnalyticsQuery): Promise<UserAnalyticsResponse> {
    await this.get(id);
    const [stats, recent] = await Promise.all([
      usageAnalyticsStore.loginStats(this.db, [id]),
      usageAnalyticsStore.recentLogins(this.db, id, limit),
    ]);
    const { lastLogin, loginCount } = stats.get(id) ?? NO_LOGINS;
    return { userId: id, lastLogin, loginCount, recentLogins: recent };
  }
}
