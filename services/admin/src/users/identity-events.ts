import type { DomainEvent } from '@app/contracts/events';
import { isDeleted, lockPerson, type HandlerContext, type HandlerMap } from '@app/service-kit';
import { roleChanges, snapshotChanges } from '../shared/user-read-model';
import { forgetUser } from './forget-user';
import { usageAnalyticsStore } from './usage-analytics-store';
import { usersStore } from '../shared/users-store';

type SnapshotEvent = DomainEvent<'identity.user.registered' | 'identity.user.updated'>;

async function applySnapshot(event: SnapshotEvent, { trx }: HandlerContext): Promise<void> {
  const { userId } = event.data;
  await lockPerson(trx, userId);
  if (await isDeleted(trx, userId)) return;
  const current = await usersStore.versions(trx, userId);
  const changes = snapshotChanges(current, event.data, event.occurredAt);
  if (!changes) return;
  if (current) await usersStore.update(trx, userId, changes);
  else await usersStore.insert(trx, changes);
}

/** Identity's users, their roles and their sign-ins, kept as admin's own read model. */
export const identityHandlers: HandlerMap = {
  'identity.user.registered': applySnapshot,
  'identity.user.updated': applySnapshot,

  'identity.user.role_changed': async (event, { trx }) => {
    const { userId, role } = event.data;
    await lockPerson(trx, userId);
    if (await isDeleted(trx, userId)) return;
    const current = await usersStore.versions(trx, userId);
    // Identity registers a user before changing their role, on the same stream; a role change for a
    // user not held yet means the registration has not been applied: fail, so it is retried later.
    if (!current) throw new Error(`role change for user ${userId}, who is not in the read model yet`);
    const changes = roleChanges(current, role, event.occurredAt);
    if (changes) await usersStore.update(trx, userId, changes);
  },

  'identity.user.logged_in': async (event, { trx }) => {
    const { userId, at, ipAddress, userAgent } = event.data;
    await lockPerson(trx, userId);
    if (await isDeleted(trx, userId)) return;
    await usageAnalyticsStore.recordLogin(trx, { userId, at, ipAddress, userAgent });
  },

  'identity.user.deleted': async (event, { trx }) => {
    await forgetUser(trx, event.data.userId, event.occurredAt);
  },
};
