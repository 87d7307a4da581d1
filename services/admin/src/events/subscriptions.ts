import type { Subscription } from '@app/service-kit';
import { identityHandlers } from './identity-events';

/** Every stream admin consumes, with the handlers it applies (one durable consumer per stream). */
export const subscriptions: Subscription[] = [{ stream: 'identity', handlers: identityHandlers }];
