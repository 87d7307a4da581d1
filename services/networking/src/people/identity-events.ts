import { markDeleted, type HandlerMap } from '@app/service-kit';
import type { UserSnapshot } from '@app/contracts/identity/events';
import type { Knex } from 'knex';
import { connectionsStore, requestDeclinesStore } from '../connections';
import { membershipsStore } from '../network';
import { peopleStore } from '../shared/people-store';
import { researchersStore } from '../shared/researchers-store';

async function savePerson(trx: Knex.Transaction, user: UserSnapshot, at: string): Promise<void> {
  await peopleStore.apply(trx, {
    userId: user.userId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    updatedAt: at,
  });
}

/** People's names and emails, and the purge of a deleted account. */
export const identityHandlers: HandlerMap = {
  'identity.user.registered': async (event, { trx }) => savePerson(trx, event.data, event.occurredAt),
  'identity.user.updated': async (event, { trx }) => savePerson(trx, event.data, event.occurredAt),
  /**
   * Everything held about the person goes: profile, names, connections, requests, memberships (the
   * purge policy in ARCHITECTURE.md). The deletion is marked first, under the person's lock.
   */
  'identity.user.deleted': async (event, { trx, log }) => {
    const { userId } = event.data;
    await markDeleted(trx, userId, event.occurredAt);
    const researcher = await researchersStore.byUserId(trx, userId);
    if (researcher) await researchersStore.remove(trx, researcher.profileId, event.occurredAt);
    await peopleStore.remove(trx, userId);
    const connections = await connectionsStore.removeUser(trx, userId);
    await membershipsStore.removeUser(trx, userId);
    await requestDeclinesStore.removeUser(trx, userId);
    log.info({ userId, connections }, 'purged a deleted account');
  },
};
