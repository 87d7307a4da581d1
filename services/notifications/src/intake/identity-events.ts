import type { DomainEvent } from '@app/contracts/events';
import type { HandlerContext, HandlerMap } from '@app/service-kit';
import { recipientsStore } from '../shared/recipients-store';
import type { NotificationIntake } from './notification-intake';

type UserSnapshotEvent = DomainEvent<'identity.user.registered' | 'identity.user.updated'>;

/** Keeps the recipients read model current, and purges a person whose account is deleted. */
export function identityHandlers(intake: NotificationIntake): HandlerMap {
  const applySnapshot = async (event: UserSnapshotEvent, { trx }: HandlerContext) => {
    const u = event.data;
    await recipientsStore.applyIdentity(trx, {
      userId: u.userId,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      at: event.occurredAt,
    });
  };
  return {
    'identity.user.registered': applySnapshot,
    'identity.user.updated': applySnapshot,
    'identity.user.deleted': async (event, { trx, log }) => intake.forget(trx, event.data.userId, log),
  };
}
