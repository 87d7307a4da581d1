import type { Subscription } from '@app/service-kit';
import { onProjectDeleted, onProjectSnapshot } from './group-projects';
import { onProfileDeleted, onProfileSnapshot } from './groups';
import { onUserDeleted } from './personal-data';

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
