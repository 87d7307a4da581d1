import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import type { Role, UserContext } from '@app/contracts';
import type {
  AdminAction,
  AdminActionResponse,
  EmailUserBody,
  RoleChangeResponse,
} from '@app/contracts/admin/http';
import { HttpError, badRequest, type EventPublisher, type PublishMeta } from '@app/service-kit';
import type { IdentityClient } from './identity-client';
import { NO_EMAIL_MESSAGE, adminEmailRequest, hasEmail } from './admin-email';
import { lastAdminRefusal, selfProtection, successMessages } from './admin-rules';
import { auditLogStore, type NewAuditEntry } from '../audit-log';
import { usersStore } from '../shared/users-store';
import { forgetUser } from './forget-user';
import type { UserDirectory } from './user-directory';

type Target = { id: string; email: string | null };

/**
 * What an administrator does to users. Role changes and deletion are identity's to make (it also
 * keeps the last administrator); admin checks its own rules first, then records what happened in
 * the audit log once identity has confirmed. Emails go out as events through the outbox.
 */
export class AdminActions {
  constructor(
    private readonly db: Knex,
    private readonly events: EventPublisher,
    private readonly identity: IdentityClient,
    private readonly directory: UserDirectory,
    private readonly log: FastifyBaseLogger,
  ) {}

  makeAdmin(targetId: string, actor: UserContext, meta: PublishMeta): Promise<RoleChangeResponse> {
    return this.changeRole('make_admin', 'admin', targetId, actor, meta);
  }

  removeAdmin(targetId: string, actor: UserContext, meta: PublishMeta): Promise<RoleChangeResponse> {
    return this.changeRole('remove_admin', 'academic', targetId, actor, meta);
  }

  async deleteUser(targetId: string, actor: UserContext, meta: PublishMeta): Promise<AdminActionResponse> {
    await this.checkSelfProtection('delete_user', targetId, actor);
    const target = await this.identity.getUser(targetId, meta.requestId);
    await this.lastAdminGuard('delete_user', target, actor, () =>
      this.identity.deleteUser(targetId, actor.userId, meta.requestId),
    );
    await this.db.transaction(async (trx) => {
      // identity.user.deleted does the same when it arrives; doing it now keeps the list truthful.
      await forgetUser(trx, targetId);
      await auditLogStore.insert(
        trx,
        this.entry('delete_user', 'succeeded', actor, target, { role: target.role }),
      );
    });
    return { success: true, message: successMessages.delete_user };
  }

  async emailUser(
    targetId: string,
    actor: UserContext,
    body: EmailUserBody,
    meta: PublishMeta,
  ): Promise<AdminActionResponse> {
    const target = await this.directory.get(targetId);
    if (!hasEmail(target)) throw badRequest(NO_EMAIL_MESSAGE, 'NO_EMAIL');
    const emailId = randomUUID();
    await this.db.transaction(async (trx) => {
      await this.events.publish(
        trx,
        'admin.email.requested',
        adminEmailRequest(emailId, target, actor, body),
        meta,
      );
      await auditLogStore.insert(
        trx,
        this.entry('email_user', 'succeeded', actor, target, { emailId, subject: body.subject }),
      );
    });
    return { success: true, message: successMessages.email_user };
  }

  private async changeRole(
    action: 'make_admin' | 'remove_admin',
    role: Role,
    targetId: string,
    actor: UserContext,
    meta: PublishMeta,
  ): Promise<RoleChangeResponse> {
    await this.checkSelfProtection(action, targetId, actor);
    const target = await this.identity.getUser(targetId, meta.requestId);
    const updated = await this.lastAdminGuard(action, target, actor, () =>
      this.identity.setRole(targetId, role, actor.userId, meta.requestId),
    );
    await this.db.transaction(async (trx) => {
      await usersStore.setConfirmedRole(trx, targetId, updated.role);
      await auditLogStore.insert(
        trx,
        this.entry(action, 'succeeded', actor, updated, { previousRole: target.role, role: updated.role }),
      );
    });
    return { success: true, message: successMessages[action], user: await this.directory.view(updated) };
  }

  /** Refuses (and records the attempt) when an admin would delete or demote themself. */
  private async checkSelfProtection(
    action: AdminAction,
    targetId: string,
    actor: UserContext,
  ): Promise<void> {
    const refusal = selfProtection(action, actor.userId, targetId);
    if (!refusal) return;
    await this.recordRefusal(action, actor, { id: targetId, email: actor.email }, refusal);
    throw refusal;
  }

  /** Runs identity's command; its LAST_ADMIN refusal is recorded and said in the dashboard's words. */
  private async lastAdminGuard<T>(
    action: 'make_admin' | 'remove_admin' | 'delete_user',
    target: Target,
    actor: UserContext,
    command: () => Promise<T>,
  ): Promise<T> {
    try {
      return await command();
    } catch (err) {
      if (!(err instanceof HttpError) || err.code !== 'LAST_ADMIN' || action === 'make_admin') throw err;
      const refusal = lastAdminRefusal(action);
      await this.recordRefusal(action, actor, target, refusal);
      throw refusal;
    }
  }

  private async recordRefusal(
    action: AdminAction,
    actor: UserContext,
    target: Target,
    refusal: HttpError,
  ): Promise<void> {
    // The refusal is the answer; failing to record it must not turn it into a 500.
    await auditLogStore
      .insert(this.db, this.entry(action, 'refused', actor, target, { reason: refusal.code }))
      .catch((err: Error) =>
        this.log.warn({ err: err.message, action }, 'could not record a refused action'),
      );
  }

  private entry(
    action: AdminAction,
    outcome: NewAuditEntry['outcome'],
    actor: UserContext,
    target: Target,
    details: Record<string, unknown>,
  ): NewAuditEntry {
    return {
      actorUserId: actor.userId,
      actorEmail: actor.email,
      action,
      outcome,
      targetUserId: target.id,
      targetEmail: target.email,
      details,
    };
  }
}
