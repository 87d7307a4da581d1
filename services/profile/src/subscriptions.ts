import type { Subscription } from '@app/service-kit';
import { identityHandlers, type IdentityEventDeps } from './account';

/**
 * Every event this service consumes. In order (concurrency 1): an account's events must apply
 * in the order identity published them.
 */
export function subscriptions(deps: IdentityEventDeps): Subscription[] {
  return [{ stream: 'identity', handlers: identityHandlers(deps) }];
}
