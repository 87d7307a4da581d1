import type { Knex } from 'knex';
import type { ProfileSnapshot } from '@app/contracts/profile/events';
import { isDeleted, lockPerson, type HandlerMap } from '@app/service-kit';
import { isNewer, researcherFromSnapshot } from '../shared/researchers';
import { connectionsStore } from '../connections';
import { researchersStore } from '../shared/researchers-store';

/** The researcher read model, from the profile service's snapshots. */
export const profileHandlers: HandlerMap = {
  'profile.profile.linked': async (event, { trx }) => applySnapshot(trx, event.data),
  'profile.profile.updated': async (event, { trx }) => applySnapshot(trx, event.data),
  'profile.profile.deleted': async (event, { trx }) => {
    const { profileId, userId } = event.data;
    await researchersStore.remove(trx, profileId, event.occurredAt);
    // Unless the person already holds a newer profile, their connections lose the profile id.
    if (!(await researchersStore.byUserId(trx, userId)))
      await connectionsStore.setProfileOf(trx, userId, null);
  },
};

/** Applies a snapshot unless the person or the profile was deleted, or what is held is as new. */
async function applySnapshot(trx: Knex.Transaction, snapshot: ProfileSnapshot): Promise<void> {
  await lockPerson(trx, snapshot.userId);
  if (await isDeleted(trx, snapshot.userId)) return;
  if (await researchersStore.isDeleted(trx, snapshot.profileId)) return;
  if (!isNewer(snapshot.updatedAt, await researchersStore.updatedAt(trx, snapshot.profileId))) return;
  const { researcher, publications } = researcherFromSnapshot(snapshot);
  await researchersStore.save(trx, researcher, publications);
  await connectionsStore.setProfileOf(trx, snapshot.userId, snapshot.profileId);
}
