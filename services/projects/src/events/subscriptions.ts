import type { Subscription } from '@app/service-kit';
import { profileHandlers } from './profiles';
import { userHandlers } from './users';

/** Every event this service consumes. */
export const subscriptions: Subscription[] = [
  { stream: 'profile', handlers: profileHandlers },
  { stream: 'identity', handlers: userHandlers },
];
