import type { DomainEvent } from '@app/contracts/events';
import type { HandlerContext, HandlerMap } from '@app/service-kit';
import { connectionDraft, type ConnectionEventType } from './notification-drafts';
import type { NotificationIntake } from './notification-intake';

type AnsweringEventType =
  | 'networking.connection.accepted'
  | 'networking.connection.declined'
  | 'networking.connection.removed'
  | 'networking.supervisor_request.accepted'
  | 'networking.supervisor_request.declined'
  | 'networking.examiner_request.accepted'
  | 'networking.examiner_request.declined';

/** Requests notify the person asked; answers notify the person who asked. */
export function networkingHandlers(intake: NotificationIntake): HandlerMap {
  const on =
    (type: ConnectionEventType) => async (event: DomainEvent<ConnectionEventType>, ctx: HandlerContext) => {
      const e = event.data;
      intake.record(
        ctx,
        [connectionDraft(type, event.id, e)],
        [
          { userId: e.fromUserId, email: e.fromEmail, displayName: e.fromName },
          { userId: e.toUserId, email: e.toEmail, displayName: e.toName },
        ],
      );
    };
  // Once a request is answered, withdrawn or cleared, the addressee's notification of it is read.
  const answered = async (event: DomainEvent<AnsweringEventType>, ctx: HandlerContext) => {
    await intake.markRequestAnswered(ctx.trx, event.data.toUserId, event.data.connectionId);
  };
  const onAnswer =
    (type: ConnectionEventType) => async (event: DomainEvent<ConnectionEventType>, ctx: HandlerContext) => {
      await answered(event as DomainEvent<AnsweringEventType>, ctx);
      await on(type)(event, ctx);
    };
  return {
    'networking.connection.requested': on('networking.connection.requested'),
    'networking.connection.accepted': onAnswer('networking.connection.accepted'),
    'networking.connection.declined': answered,
    'networking.connection.removed': answered,
    'networking.supervisor_request.created': on('networking.supervisor_request.created'),
    'networking.supervisor_request.accepted': onAnswer('networking.supervisor_request.accepted'),
    'networking.supervisor_request.declined': onAnswer('networking.supervisor_request.declined'),
    'networking.examiner_request.created': on('networking.examiner_request.created'),
    'networking.examiner_request.accepted': onAnswer('networking.examiner_request.accepted'),
    'networking.examiner_request.declined': onAnswer('networking.examiner_request.declined'),
  };
}
