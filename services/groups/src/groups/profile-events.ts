import type { EventHandler } from '@app/service-kit';
import { membershipsStore } from './memberships-store';
import { profilesStore } from '../shared/profiles-store';

/** Keeps names, emails, institutions and images of members current. */
export const onProfileSnapshot: EventHandler<'profile.profile.linked' | 'profile.profile.updated'> = async (
  event,
  { trx },
) => {
  await profilesStore.applySnapshot(trx, event.data);
};

/** A membership belongs to a profile: when the profile goes, so do its memberships. */
export const onProfileDeleted: EventHandler<'profile.profile.deleted'> = async (event, { trx }) => {
  await membershipsStore.removeAllOfProfile(trx, event.data.profileId);
  await profilesStore.markRemoved(trx, event.data.profileId, event.data.userId, event.occurredAt);
};
