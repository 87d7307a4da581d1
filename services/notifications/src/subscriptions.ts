import type { Subscription } from '@app/service-kit';
import {
  adminHandlers,
  groupHandlers,
  identityHandlers,
  networkingHandlers,
  profileHandlers,
  projectHandlers,
  type NotificationIntake,
} from './intake';

/**
 * Everything this service listens to. Handlers do not depend on the order of events (snapshots
 * compare times, deletions leave a tombstone), so each stream is consumed with concurrency. The
 * streams that become notifications are applied in batches (their drafts are written in one
 * statement per batch); identity's events, few and each touching one person, are applied singly.
 */
export function notificationSubscriptions(
  intake: NotificationIntake,
  concurrency: number,
  applyBatch: number,
): Subscription[] {
  return [
    { stream: 'networking', handlers: networkingHandlers(intake), concurrency, applyBatch },
    { stream: 'projects', handlers: projectHandlers(intake), concurrency, applyBatch },
    { stream: 'groups', handlers: groupHandlers(intake), concurrency, applyBatch },
    { stream: 'admin', handlers: adminHandlers(intake), concurrency, applyBatch },
    { stream: 'profile', handlers: profileHandlers(intake), concurrency, applyBatch },
    { stream: 'identity', handlers: identityHandlers(intake), concurrency },
  ];
}
