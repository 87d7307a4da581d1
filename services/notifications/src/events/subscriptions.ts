import type { Subscription } from '@app/service-kit';
import { adminHandlers } from './admin-events';
import { groupHandlers } from './group-events';
import { identityHandlers } from './identity-events';
import type { IntakeRef } from './intake-ref';
import { networkingHandlers } from './networking-events';
import { projectHandlers } from './project-events';

/**
 * Everything this service listens to. Handlers do not depend on the order of events (snapshots
 * compare times, deletions leave a tombstone), so each stream is consumed with concurrency.
 */
export function notificationSubscriptions(intake: IntakeRef, concurrency: number): Subscription[] {
  return [
    { stream: 'networking', handlers: networkingHandlers(intake), concurrency },
    { stream: 'projects', handlers: projectHandlers(intake), concurrency },
    { stream: 'groups', handlers: groupHandlers(intake), concurrency },
    { stream: 'admin', handlers: adminHandlers(intake), concurrency },
    { stream: 'identity', handlers: identityHandlers(intake), concurrency },
  ];
}
