import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import type { Role } from '@app/contracts';
import type { AuthUserResponse, InternalUser, OidcLoginBody } from '@app/contracts/identity/http';
import type { UserSnapshot } from '@app/contracts/identity/events';
import { conflict, notFound, type EventPublisher, type PublishMeta } from '@app/service-kit';
import {
  changedClaims,
  isBootstrapAdmin,
  normaliseEmail,
  wouldRemoveLastAdmin,
  type UserRow,
} from './user-rules';
import { usersStore } from './users-store';

export function toAuthUser(row: UserRow): AuthUserResponse {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    orcidId: row.orcidId,
    role: row.role,
    isActive: row.isActive,
    hasSeenWelcomePopup: row.hasSeenWelcomePopup,
    createdAt: row.createdAt,
  };
}

export function toInternalUser(row: UserRow): InternalUser {
  return { ...toAuthUser(row), lastLoginAt: row.lastLoginAt, oidcIssuer: row.oidcIssuer };
}

function snapshot(row: UserRow): UserSnapshot {
  return {
    userId: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    isActive: row.isActive,
    verifiedOrcidId: row.orcidId,
    oidcIssuer: row.oidcIssuer,
    createdAt: row.createdAt,
  };
}

export class UsersService {
  constructor(
    private readonly db: Knex,
    private readonly events: EventPublisher,
    private readonly adminEmails: readonly string[],
    private readonly log: FastifyBaseLogger,
  ) {}

  async get(id: string): Promise<UserRow> {
    const row = await usersStore.byId(this.db, id);
    if (!row) throw notFound('User not found', 'USER_NOT_FOUND');
    return row;
  }

  /**
   * Signs a person in from verified OIDC claims: finds them by (issuer, subject), else links the
   * account holding the same provider-verified email, else registers them. Records the login.
   */
  async signIn(claims: OidcLoginBody, meta: PublishMeta): Promise<UserRow> {
    return this.db.transaction(async (trx) => {
      const email = normaliseEmail(claims.email);
      let user = await usersStore.bySubject(trx, claims.issuer, claims.subject);
      let registered = false;
      let detailsChanged = false;

      if (!user && email) {
        const sameEmail = await usersStore.byEmail(trx, email);
        if (sameEmail) {
          if (!claims.emailVerified) {
            throw conflict(
              'An account with this email exists; sign in with the provider you used before.',
              'EMAIL_IN_USE',
            );
          }
          user = await usersStore.update(trx, sameEmail.id, {
            oidcIssuer: claims.issuer,
            oidcSubject: claims.subject,
          });
        }
      }
      if (!user) {
        user = await usersStore.insert(trx, {
          email,
          firstName: claims.firstName,
          lastName: claims.lastName,
          oidcIssuer: claims.issuer,
          oidcSubject: claims.subject,
        });
        registered = true;
      } else {
        const changes = changedClaims(user, claims);
        if (Object.keys(changes).length > 0) {
          user = await usersStore.update(trx, user.id, changes);
          detailsChanged = true;
        }
      }

      if (claims.orcidId && user.orcidId !== claims.orcidId) {
        const holder = await usersStore.byOrcid(trx, claims.orcidId);
        if (!holder) {
          user = await usersStore.update(trx, user.id, { orcidId: claims.orcidId });
          detailsChanged = true;
        } else {
          this.log.warn(
            { userId: user.id, orcidId: claims.orcidId },
            'verified ORCID iD already belongs to another account',
          );
        }
      }

      if (isBootstrapAdmin(user.email, this.adminEmails) && user.role !== 'admin') {
        const previousRole = user.role;
        user = await usersStore.update(trx, user.id, { role: 'admin' });
        if (!registered) {
          await this.events.publish(
            trx,
            'identity.user.role_changed',
            { userId: user.id, role: 'admin', previousRole, changedBy: null },
            meta,
          );
        }
      }

      user = await usersStore.update(trx, user.id, {
        lastLoginAt: new Date().toISOString(),
        loginCount: user.loginCount + 1,
      });

      if (registered) await this.events.publish(trx, 'identity.user.registered', snapshot(user), meta);
      else if (detailsChanged) await this.events.publish(trx, 'identity.user.updated', snapshot(user), meta);
      await this.events.publish(
        trx,
        'identity.user.logged_in',
        { userId: user.id, at: user.lastLoginAt!, ipAddress: claims.ipAddress, userAgent: claims.userAgent },
        meta,
      );
      return user;
    });
  }

  async markWelcomePopupSeen(id: string): Promise<UserRow> {
    await this.get(id);
    return usersStore.update(this.db, id, { hasSeenWelcomePopup: true });
  }

  /** Changes a role; refuses to leave the site without an administrator. */
  async setRole(id: string, role: Role, actorUserId: string | null, meta: PublishMeta): Promise<UserRow> {
    return this.db.transaction(async (trx) => {
      const admins = await usersStore.lockAdmins(trx);
      const user = await usersStore.byId(trx, id);
      if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
      if (user.role === role) return user;
      if (role !== 'admin' && wouldRemoveLastAdmin(user, admins.length)) {
        throw conflict('The last remaining administrator cannot be demoted.', 'LAST_ADMIN');
      }
      const updated = await usersStore.update(trx, id, { role });
      await this.events.publish(
        trx,
        'identity.user.role_changed',
        { userId: id, role, previousRole: user.role, changedBy: actorUserId },
        meta,
      );
      return updated;
    });
  }

  /** Deletes an account; every service purges the person on `identity.user.deleted`. */
  async delete(id: string, actorUserId: string | null, meta: PublishMeta): Promise<void> {
    await this.db.transaction(async (trx) => {
      const admins = await usersStore.lockAdmins(trx);
      const user = await usersStore.byId(trx, id);
      if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
      if (wouldRemoveLastAdmin(user, admins.length)) {
        throw conflict(
          actorUserId === null
            ? 'You are the only administrator. Make someone else an administrator before deleting your account.'
            : 'The last remaining administrator cannot be deleted.',
          'LAST_ADMIN',
        );
      }
      await usersStore.remove(trx, id);
      await this.events.publish(
        trx,
        'identity.user.deleted',
        { userId: id, email: user.email, deletedBy: actorUserId },
        meta,
      );
    });
  }
}
