import type { Subscription } from '@app/service-kit';
import { identityHandlers } from './identity-events';
import { profileHandlers } from './profile-events';

/** Every stream admin consumes, with the handlers it applies (one durable consumer per stream). */
export const subscriptions: Subscription[] = [
  { stream: 'identity', handlers: identityHandlers },
  { stream: 'profile', handlers: profileHandlers },
];
