import type { HandlerMap } from '@app/service-kit';
import { adminMessageDraft } from '../domain/notification-drafts';
import type { IntakeRef } from './intake-ref';

export function adminHandlers(intake: IntakeRef): HandlerMap {
  return {
    'admin.email.requested': async (event, ctx) =>
      intake().record(
        ctx,
        [adminMessageDraft(event.data)],
        [{ userId: event.data.toUserId, email: event.data.toEmail, displayName: event.data.toName }],
      ),
  };
}
