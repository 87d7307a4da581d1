import type { Knex } from 'knex';
import type { AuditAction, AuditEntry, AuditOutcome } from '@app/contracts/admin/http';
import { offsetOf } from '../shared/search';

export interface NewAuditEntry {
  actorUserId: string;
  actorEmail: string | null;
  action: AuditAction;
  outcome: AuditOutcome;
  targetUserId: string | null;
  targetEmail: string | null;
  details: Record<string, unknown>;
}

/** admin_audit_log: who did what to whom, and when. Append-only. */
export const auditLogStore = {
  async insert(db: Knex, entry: NewAuditEntry): Promise<void> {
    await db('adminAuditLog').insert(entry);
  },

  async list(
    db: Knex,
    page: { page: number; pageSize: number },
  ): Promise<{ rows: AuditEntry[]; total: number }> {
    const [rows, [counted]] = await Promise.all([
      db('adminAuditLog')
        .orderBy([
          { column: 'createdAt', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(page.pageSize)
        .offset(offsetOf(page)),
      db('adminAuditLog').count<Array<{ count: number }>>({ count: '*' }),
    ]);
    return { rows: rows as AuditEntry[], total: Number(counted?.count ?? 0) };
  },
};
