import type { HandlerMap } from '@app/service-kit';
import { profileRowFrom, profilesStore } from './profiles-store';

/** Keeps the profile read model: newer snapshots replace older ones; a deleted profile is dropped. */
export const profileHandlers: HandlerMap = {
  'profile.profile.linked': async (event, { trx }) => {
    await profilesStore.applySnapshot(trx, profileRowFrom(event.data));
  },
  'profile.profile.updated': async (event, { trx }) => {
    await profilesStore.applySnapshot(trx, profileRowFrom(event.data));
  },
  'profile.profile.deleted': async (event, { trx }) => {
    await profilesStore.remove(trx, event.data.profileId);
  },
};
