import type { DomainEvent } from '@app/contracts/events';
import type { HandlerContext, HandlerMap } from '@app/service-kit';
import { connectionDraft, type ConnectionEventType } from '../domain/notification-drafts';
import type { IntakeRef } from './intake-ref';

/** Requests notify the person asked; answers notify the person who asked. */
export function networkingHandlers(intake: IntakeRef): HandlerMap {
  const on =
    (type: ConnectionEventType) => async (event: DomainEvent<ConnectionEventType>, ctx: HandlerContext) => {
      const e = event.data;
      intake().record(
        ctx,
        [connectionDraft(type, event.id, e)],
        [
          { userId: e.fromUserId, email: e.fromEmail, displayName: e.fromName },
          { userId: e.toUserId, email: e.toEmail, displayName: e.toName },
        ],
      );
    };
  return {
    'networking.connection.requested': on('networking.connection.requested'),
    'networking.connection.accepted': on('networking.connection.accepted'),
    'networking.supervisor_request.created': on('networking.supervisor_request.created'),
    'networking.supervisor_request.accepted': on('networking.supervisor_request.accepted'),
    'networking.supervisor_request.declined': on('networking.supervisor_request.declined'),
    'networking.examiner_request.created': on('networking.examiner_request.created'),
    'networking.examiner_request.accepted': on('networking.examiner_request.accepted'),
    'networking.examiner_request.declined': on('networking.examiner_request.declined'),
  };
}
