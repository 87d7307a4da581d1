import type { Knex } from 'knex';
import type { AuditListQuery, AuditListResponse } from '@app/contracts/admin/http';
import { auditLogStore } from './audit-log-store';

/** Reading the audit log (entries are written by AdminActions, in the transaction of each action). */
export class AuditLog {
  constructor(private readonly db: Knex) {}

  async list(query: AuditListQuery): Promise<AuditListResponse> {
    const { rows, total } = await auditLogStore.list(this.db, query);
    return { entries: rows, total, page: query.page, pageSize: query.pageSize };
  }
}
