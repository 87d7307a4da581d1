import type { HandlerMap } from '@app/service-kit';
import { adminMessageDraft } from './notification-drafts';
import type { NotificationIntake } from './notification-intake';

export function adminHandlers(intake: NotificationIntake): HandlerMap {
  return {
    'admin.email.requested': async (event, ctx) =>
      intake.record(
        ctx,
        [adminMessageDraft(event.data)],
        [{ userId: event.data.toUserId, email: event.data.toEmail, displayName: event.data.toName }],
      ),
  };
}
