import type { Subscription } from '@app/service-kit';
import { userHandlers } from './personal-data';
import { profileHandlers } from './shared/profile-events';

/** Every event this service consumes. */
export const subscriptions: Subscription[] = [
  { stream: 'profile', handlers: profileHandlers },
  { stream: 'identity', handlers: userHandlers },
];
