import type { Subscription } from '@app/service-kit';
import { groupHandlers, profileHandlers } from './audit-log';
import { identityHandlers } from './users';

/** Every stream admin consumes, with the handlers it applies (one durable consumer per stream). */
export const subscriptions: Subscription[] = [
  { stream: 'identity', handlers: identityHandlers },
  { stream: 'profile', handlers: profileHandlers },
  { stream: 'groups', handlers: groupHandlers },
];
