import type { Subscription } from '@app/service-kit';
import { onUserDeleted } from './identity';
import { onProfileDeleted, onProfileSnapshot } from './profiles';
import { onProjectDeleted, onProjectSnapshot } from './projects';

/** Every event this service consumes, and what handles it. */
export const subscriptions: Subscription[] = [
  { stream: 'identity', handlers: { 'identity.user.deleted': onUserDeleted } },
  {
    stream: 'profile',
    handlers: {
      'profile.profile.linked': onProfileSnapshot,
      'profile.profile.updated': onProfileSnapshot,
      'profile.profile.deleted': onProfileDeleted,
    },
  },
  {
    stream: 'projects',
    handlers: {
      'projects.project.created': onProjectSnapshot,
      'projects.project.updated': onProjectSnapshot,
      'projects.project.completed': onProjectSnapshot,
      'projects.project.deleted': onProjectDeleted,
    },
  },
];
