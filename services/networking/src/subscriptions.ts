import type { Subscription } from '@app/service-kit';
import { groupHandlers, projectHandlers } from './network';
import { identityHandlers, profileHandlers } from './people';

/** Every event the networking service consumes, one durable subscription per source stream. */
export const subscriptions: Subscription[] = [
  { stream: 'identity', handlers: identityHandlers },
  { stream: 'profile', handlers: profileHandlers },
  { stream: 'projects', handlers: projectHandlers },
  { stream: 'groups', handlers: groupHandlers },
];
